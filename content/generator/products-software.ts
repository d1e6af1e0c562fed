/** The software product families: the shop's core, with the richest pages. */
import * as b from './blocks.ts';
import type { Obj } from './build.ts';
import { INDUSTRY, PRODUCT } from './ids.ts';
import { icon, image, screen } from './images.ts';
import {
  featureBlocks,
  serviceBlocks,
  standardOverview,
  technicalBlocks,
  term,
  type ProductSpec,
} from './product-kit.ts';

const iconImage = (name: Parameters<typeof icon>[0]): Obj => image(icon(name), '');

/** Promo windows used across the catalogue (judged 04:00 from .. 19:00 to, Pacific/Auckland). */
export const LIVE_PROMO = { from: '2026-11-01', to: '2027-12-31' } as const;
export const EXPIRED_PROMO = { from: '2026-05-01', to: '2026-06-30' } as const;

const WINDOWS_WORKSTATION: [string, string[]][] = [
  [
    'Operating system',
    ['64-bit Windows 11 Pro or Enterprise (23H2 or later)', 'macOS is supported through the browser viewer only'],
  ],
  [
    'Processor and memory',
    [
      'Minimum: 4-core 3 GHz processor, 16 GB RAM',
      'Recommended: 8 cores at 3.5 GHz or faster, 32 GB RAM or more for large models',
    ],
  ],
  ['Graphics', ['DirectX 12 capable GPU with 4 GB memory', 'Recommended: 8 GB or more, certified workstation drivers']],
  [
    'Storage and network',
    [
      '30 GB free SSD space for the install and local cache',
      'Internet connection for licence sign-in at least once every 30 days',
    ],
  ],
];

const strataBim: ProductSpec = {
  id: PRODUCT.strataBim,
  slug: 'strata-bim',
  name: 'Strata BIM',
  vendor: 'Strata Labs',
  category: 'Software',
  familyId: 'PF-1001',
  description:
    'Building information modelling for architects and building designers: model once, then draw, schedule and coordinate from the same model.',
  tag: 'Best seller',
  regions: ['global'],
  industries: [INDUSTRY.architecture, INDUSTRY.buildingServices],
  createdAt: '2026-08-12T21:30:00Z',
  existsOnAlbi: true,
  hasBuyNowPage: true,
  publish: { features: true, technical: true, services: true },
  art: { motif: 'blocks', palette: 'harbour' },
  variants: [
    {
      id: 'SBIM-SUB-1Y',
      title: 'Strata BIM, 1-year subscription',
      attrs: [term('1-year')],
      nzd: 345000,
      aud: 315000,
      extra: [
        {
          id: 'SBIM-SUB-1Y-NZD-WINTER26',
          currency: 'NZD',
          cents: 295000,
          options: { promo: { ...EXPIRED_PROMO, attributes: [{ id: 'term', value: '1-year' }] } },
        },
      ],
    },
    {
      id: 'SBIM-SUB-3Y',
      title: 'Strata BIM, 3-year subscription',
      attrs: [term('3-year')],
      nzd: 931500,
      aud: 850500,
      extra: [
        {
          id: 'SBIM-SUB-3Y-NZD-SUMMER27',
          currency: 'NZD',
          cents: 828000,
          options: { promo: { ...LIVE_PROMO, attributes: [{ id: 'term', value: '3-year' }] } },
        },
        {
          id: 'SBIM-SUB-3Y-AUD-SUMMER27',
          currency: 'AUD',
          cents: 756000,
          options: { promo: { ...LIVE_PROMO, attributes: [{ id: 'term', value: '3-year' }] } },
        },
      ],
    },
    { id: 'SBIM-SUB-1M', title: 'Strata BIM, monthly subscription', attrs: [term('monthly')], nzd: 43000, aud: 39500 },
  ],
  overview: [],
  seo: {
    title: 'Strata BIM subscriptions for NZ and Australia | Tasman CAD',
    description:
      'Buy Strata BIM from a local reseller: 1-year, 3-year and monthly subscriptions, with training and support from Tasman CAD.',
  },
};
strataBim.overview = [
  ...standardOverview(
    strataBim,
    {
      headline: 'One model for design, documentation and coordination',
      intro: [
        'Strata BIM lets architectural practices design in 3D and produce consented drawing sets from the same model. Change a wall type once and every plan, section, schedule and sheet follows.',
        'Practices from Invercargill to Townsville use it for everything from single dwellings to multi-storey apartments. We help you set up templates that match **NZBC** and **NCC** documentation habits, so your first project looks like your practice drew it.',
      ],
      highlights: [
        [
          'Coordinated documentation',
          'Plans, sections, elevations and schedules update together, so the set that goes to council is consistent.',
          'shield',
        ],
        [
          'Works with your consultants',
          'Exchange IFC and open formats with engineers and services designers, and review their models in context.',
          'people',
        ],
        [
          'Cloud worksharing',
          'Several people work in one model at once, from the office or from home, without file locks.',
          'cloud',
        ],
        [
          'Local templates',
          'Start from our NZ and AU project templates with local title blocks, annotation and material libraries.',
          'map',
        ],
      ],
      video: { youtubeId: 'q7StRaTa3Bm' },
      videoTitle: 'Strata BIM: from sketch to consent set',
    },
    iconImage,
  ),
];
strataBim.features = [
  ...featureBlocks(
    'What you can do with Strata BIM',
    [
      [
        'Parametric walls, floors and roofs',
        'Build with real assemblies: layers, thicknesses and materials that schedule correctly.',
      ],
      ['Sheets and views that stay current', 'Place views once; annotations and tags follow the model as it changes.'],
      [
        'Schedules and quantities',
        'Door, window, area and finish schedules come straight from the model, ready for your QS.',
      ],
      ['Design options', 'Compare layouts side by side in one model without copying files.'],
      ['Visualisation', 'Real-time walkthroughs and rendered stills for client presentations.'],
      ['Open exchange', 'IFC 4, DWG and PDF import and export for working with any consultant.'],
    ],
    [
      [
        'Can I open models from an older version?',
        'Yes. Strata BIM upgrades older models on open. Keep a copy of the original if consultants still work in the earlier release.',
      ],
      [
        'Is a monthly subscription the same software?',
        'Yes. Monthly, 1-year and 3-year subscriptions include the same features; longer terms cost less per month.',
      ],
      [
        'Do you provide NZ and AU templates?',
        'Every subscription bought through Tasman CAD includes our local template pack and annotation standards.',
      ],
    ],
  ),
  b.imageSlider('Inside Strata BIM', [
    [
      image(
        screen('strata-bim-model', 'blocks', 'harbour', 'Strata BIM model view'),
        'Strata BIM window showing a 3D model of a small apartment building',
      ),
      'Model view with live sections',
    ],
    [
      image(
        screen('strata-bim-sheets', 'mesh', 'sky', 'Strata BIM sheet layout'),
        'Strata BIM sheet layout with plan and elevation views',
      ),
      'Sheets assembled from live views',
    ],
    [
      image(
        screen('strata-bim-schedules', 'chart', 'sea', 'Strata BIM schedule'),
        'A door schedule generated from the model',
      ),
      'Schedules that count themselves',
    ],
  ]),
];
strataBim.technical = [
  b.compareTable(
    'Which Strata product fits?',
    ['Strata Draft', 'Strata BIM', 'Strata BIM + Support Plus'],
    [
      ['2D drafting and detailing', ['comprehensive', 'comprehensive', 'comprehensive']],
      ['3D parametric modelling', ['notApplicable', 'comprehensive', 'comprehensive']],
      ['Schedules and quantities', ['limited', 'comprehensive', 'comprehensive']],
      ['Cloud worksharing', ['notApplicable', 'limited', 'comprehensive']],
      ['Priority local support', ['limited', 'limited', 'comprehensive']],
    ],
  ),
  ...technicalBlocks(
    'Strata BIM',
    WINDOWS_WORKSTATION,
    'Upgrading mid-project? Finish the stage you are in on your current release, then upgrade the whole team together. Our support desk can check your templates and add-ins before you roll out.',
  ),
];
strataBim.services = serviceBlocks('Strata BIM');

const strataDraft: ProductSpec = {
  id: PRODUCT.strataDraft,
  slug: 'strata-draft',
  name: 'Strata Draft',
  vendor: 'Strata Labs',
  category: 'Software',
  familyId: 'PF-1002',
  description:
    'Fast, familiar 2D drafting and detailing with DWG compatibility, for drafters, detailers and anyone who still needs a crisp line.',
  tag: '2D drafting',
  regions: ['global'],
  industries: [INDUSTRY.architecture, INDUSTRY.civil, INDUSTRY.productDesign],
  createdAt: '2025-11-03T20:00:00Z',
  existsOnAlbi: true,
  hasBuyNowPage: true,
  publish: { features: true, technical: false, services: false },
  art: { motif: 'mesh', palette: 'sky' },
  variants: [
    {
      id: 'SDRAFT-SUB-1Y',
      title: 'Strata Draft, 1-year subscription',
      attrs: [term('1-year')],
      nzd: 78000,
      aud: 71500,
      // A promo for a 2-year term: no variant has that term, so it never applies.
      extra: [
        {
          id: 'SDRAFT-SUB-2Y-NZD-PROMO',
          currency: 'NZD',
          cents: 65000,
          options: { promo: { ...LIVE_PROMO, attributes: [{ id: 'term', value: '2-year' }] } },
        },
      ],
    },
    {
      id: 'SDRAFT-SUB-3Y',
      title: 'Strata Draft, 3-year subscription',
      attrs: [term('3-year')],
      nzd: 210600,
      aud: 193050,
    },
  ],
};
strataDraft.overview = standardOverview(
  strataDraft,
  {
    headline: 'Drafting that keeps up with you',
    intro: [
      'Strata Draft opens and saves DWG natively, so you can exchange drawings with anyone without conversion. Dynamic blocks, layer standards and sheet sets keep big drawing sets under control.',
      'It is the sensible choice for detailing, shop drawings, site plans and any team that works mostly in 2D. Moving to 3D later? Your drawings come straight into [Strata BIM](/products/strata-bim/).',
    ],
    highlights: [
      [
        'DWG without translation',
        'Open, edit and save DWG files from consultants and clients exactly as they were drawn.',
        'licence',
      ],
      ['Standards built in', 'Layer, text and dimension standards checked as you draw.', 'shield'],
      ['Lightweight', 'Runs well on a laptop, so site visits do not mean a second-class drawing tool.', 'hardware'],
    ],
  },
  iconImage,
);
strataDraft.features = featureBlocks(
  'Strata Draft features',
  [
    ['Dynamic blocks', 'One block, many sizes and states: doors, fittings and details that stretch and flip.'],
    ['Sheet sets', 'Manage title blocks, sheet numbers and revisions across a whole drawing set.'],
    ['PDF underlay and import', 'Trace over or convert PDFs from older projects and other consultants.'],
    ['Scripts and automation', 'Record repetitive tasks and replay them across a folder of drawings.'],
  ],
  [
    ['Can Strata Draft open my old drawings?', 'Yes. DWG files from the last twenty years open directly.'],
    [
      'Is there a 2-year term?',
      'Subscriptions are sold for 1 or 3 years. Talk to us about aligning renewal dates across your team.',
    ],
  ],
);
// Technical content exists but is not published yet: the technical tab must not appear.
strataDraft.technical = technicalBlocks(
  'Strata Draft',
  WINDOWS_WORKSTATION.slice(0, 2),
  'Strata Draft runs on any machine that meets the minimum specification; a dedicated GPU is not required.',
);

const kestrelCivil: ProductSpec = {
  id: PRODUCT.kestrelCivil,
  slug: 'kestrel-civil',
  name: 'Kestrel Civil',
  vendor: 'Kestrel Engineering Software',
  category: 'Software',
  familyId: 'PF-1003',
  theme: 'dark',
  description:
    'Civil design for roads, subdivisions and drainage: surfaces, corridors, pipe networks and earthworks in one dynamic model.',
  tag: 'Civil design',
  regions: ['nz', 'au'],
  industries: [INDUSTRY.civil, INDUSTRY.surveying],
  createdAt: '2026-09-20T03:15:00Z',
  existsOnAlbi: true,
  hasBuyNowPage: true,
  publish: { features: true, technical: true, services: false },
  art: { motif: 'road', palette: 'sea' },
  variants: [
    {
      id: 'KCIV-SU-1Y',
      title: 'Kestrel Civil, single user, 1 year',
      attrs: [term('1-year'), ['licence', 'single-user']],
      nzd: 498000,
      aud: 455000,
    },
    {
      id: 'KCIV-NW-1Y',
      title: 'Kestrel Civil, network licence, 1 year',
      attrs: [term('1-year'), ['licence', 'network']],
      nzd: 622500,
      aud: 568800,
    },
    {
      id: 'KCIV-SU-3Y',
      title: 'Kestrel Civil, single user, 3 years',
      attrs: [term('3-year'), ['licence', 'single-user']],
      nzd: 1344600,
      aud: 1228500,
    },
  ],
};
kestrelCivil.overview = standardOverview(
  kestrelCivil,
  {
    headline: 'Design roads and subdivisions as one connected model',
    intro: [
      'Kestrel Civil links your survey surface, alignments, corridors and pipe networks. Move an intersection and the earthworks volumes, long sections and drainage grades recalculate.',
      'Local design criteria for NZTA and Austroads geometry come preloaded, and our team can configure council-specific drainage rules for your region.',
    ],
    highlights: [
      ['Dynamic corridors', 'Assemblies, targets and superelevation that rebuild as the design changes.', 'map'],
      [
        'Gravity and pressure networks',
        'Size and check stormwater and wastewater networks against your local code of practice.',
        'shield',
      ],
      ['Earthworks you can trust', 'Cut and fill by stage, with mass-haul diagrams for the contractor.', 'licence'],
    ],
    video: { vimeoVideoId: '824563910' },
    videoTitle: 'Kestrel Civil: a subdivision in ten minutes',
  },
  iconImage,
);
kestrelCivil.features = featureBlocks(
  'Kestrel Civil features',
  [
    [
      'Surfaces from survey',
      'Build TINs from points, breaklines and point clouds, then compare design against existing.',
    ],
    ['Alignments and profiles', 'Horizontal and vertical design with design checks as you go.'],
    ['Corridor modelling', 'Roads, channels and retaining walls modelled with reusable assemblies.'],
    ['Plan production', 'Automated plan and long-section sheets for consent and construction.'],
  ],
  [
    ['Does it support NZGD2000 and GDA2020?', 'Yes, with local coordinate systems and geoid models included.'],
    [
      'Can I share models with the contractor?',
      'Export to LandXML and IFC 4.3 for machine control and clash checking.',
    ],
  ],
);
kestrelCivil.technical = technicalBlocks(
  'Kestrel Civil',
  WINDOWS_WORKSTATION,
  'Large corridor models benefit most from memory. For projects over 20 km we recommend 64 GB RAM; see the [Harbour W7 workstation](/products/harbour-w7-workstation/) configurations.',
);

const fathomMechanical: ProductSpec = {
  id: PRODUCT.fathomMechanical,
  slug: 'fathom-mechanical',
  name: 'Fathom Mechanical',
  vendor: 'Fathom Dynamics',
  category: 'Software',
  familyId: 'PF-1004',
  description:
    '3D mechanical design for machinery and consumer products: parts, assemblies, sheet metal and production drawings.',
  tag: '3D CAD',
  regions: ['global'],
  industries: [INDUSTRY.productDesign],
  createdAt: '2026-07-01T22:00:00Z',
  existsOnAlbi: true,
  hasBuyNowPage: true,
  publish: { features: true, technical: true, services: true },
  art: { motif: 'gears', palette: 'clay' },
  variants: [
    {
      id: 'FMECH-STD-1Y',
      title: 'Fathom Mechanical Standard, 1 year',
      attrs: [term('1-year'), ['edition', 'standard']],
      nzd: 412000,
      aud: 376000,
    },
    {
      id: 'FMECH-PRO-1Y',
      title: 'Fathom Mechanical Professional, 1 year',
      attrs: [term('1-year'), ['edition', 'professional']],
      nzd: 596000,
      aud: 544000,
    },
    {
      id: 'FMECH-PRO-3Y',
      title: 'Fathom Mechanical Professional, 3 years',
      attrs: [term('3-year'), ['edition', 'professional']],
      nzd: 1609200,
      aud: 1468800,
    },
  ],
};
fathomMechanical.overview = standardOverview(
  fathomMechanical,
  {
    headline: 'From first sketch to the workshop floor',
    intro: [
      'Fathom Mechanical covers the whole design of a product: parametric parts, large assemblies, sheet metal, weldments and the drawings your fabricator needs.',
      'Kiwi and Aussie manufacturers use it for agricultural machinery, food-processing equipment, marine fit-out and consumer products. Add [Fathom Simulate](/products/fathom-simulate/) when you need to prove a design before you cut metal.',
    ],
    highlights: [
      ['Assemblies that scale', 'Work with thousands of parts using lightweight modes and configurations.', 'hardware'],
      [
        'Sheet metal and weldments',
        'Flat patterns, bend tables and cut lists ready for your laser and brake press.',
        'licence',
      ],
      [
        'Drawings in minutes',
        'Views, dimensions and BOMs generated from the model to AS 1100 and ISO standards.',
        'shield',
      ],
    ],
    video: { youtubeId: 'fMech2026aB' },
  },
  iconImage,
);
fathomMechanical.features = featureBlocks(
  'Fathom Mechanical features',
  [
    ['Parametric part modelling', 'Sketch-based features, equations and design tables.'],
    ['Top-down assembly design', 'Design parts in the context of the assembly, with references that update.'],
    ['Sheet metal', 'Flanges, hems and forming tools with accurate flat patterns.'],
    ['Product data', 'Check in, revise and release designs with the built-in vault.'],
    ['Rendering', 'Photo-real images for sales material straight from the CAD model.'],
  ],
  [
    [
      'What is the difference between Standard and Professional?',
      'Professional adds the vault, routing for cables and pipes, and the rendering module.',
    ],
    [
      'Can I import other CAD formats?',
      'STEP, IGES, Parasolid and most native formats import directly, with feature recognition for simple parts.',
    ],
  ],
);
fathomMechanical.technical = [
  b.compareTable(
    'Standard or Professional?',
    ['Standard', 'Professional'],
    [
      ['Parts, assemblies and drawings', ['comprehensive', 'comprehensive']],
      ['Sheet metal and weldments', ['comprehensive', 'comprehensive']],
      ['Product data management', ['limited', 'comprehensive']],
      ['Cable and pipe routing', ['notApplicable', 'comprehensive']],
      ['Photo-real rendering', ['notApplicable', 'comprehensive']],
    ],
  ),
  ...technicalBlocks(
    'Fathom Mechanical',
    WINDOWS_WORKSTATION,
    'Fathom Mechanical releases twice a year. Service packs are cumulative, so install the latest one rather than each in turn.',
  ),
];
fathomMechanical.services = serviceBlocks('Fathom Mechanical');

const fathomSimulate: ProductSpec = {
  id: PRODUCT.fathomSimulate,
  slug: 'fathom-simulate',
  name: 'Fathom Simulate',
  vendor: 'Fathom Dynamics',
  category: 'Software',
  familyId: 'PF-1005',
  theme: 'dark',
  description:
    'Structural, thermal and flow simulation inside the design workflow, so engineers can test ideas before building prototypes.',
  tag: 'Simulation',
  regions: ['global'],
  industries: [INDUSTRY.productDesign, INDUSTRY.buildingServices],
  createdAt: '2025-02-18T01:00:00Z',
  hasBuyNowPage: true,
  publish: { features: false, technical: false, services: false },
  art: { motif: 'contours', palette: 'dusk' },
  variants: [
    {
      id: 'FSIM-STR-1Y',
      title: 'Fathom Simulate Structural, 1 year',
      attrs: [term('1-year'), ['module', 'structural']],
      nzd: 688000,
      aud: 628000,
    },
    {
      id: 'FSIM-CFD-1Y',
      title: 'Fathom Simulate Structural + Flow, 1 year',
      attrs: [term('1-year'), ['module', 'structural-flow']],
      nzd: 1032000,
      aud: 942000,
    },
  ],
};
fathomSimulate.overview = standardOverview(
  fathomSimulate,
  {
    headline: 'Test it before you build it',
    intro: [
      'Fathom Simulate runs linear and non-linear stress, vibration, heat transfer and flow studies on the geometry you already have, without exporting to a separate tool.',
      'Our applications engineers hold postgraduate engineering qualifications and can review your first studies with you, from meshing to interpreting results.',
    ],
    highlights: [
      ['Stress and deflection', 'Static, frequency and buckling studies with automatic meshing.', 'shield'],
      ['Heat and flow', 'Conjugate heat transfer and internal flow for enclosures, ducts and valves.', 'cloud'],
      ['Design studies', 'Vary dimensions and loads to find the lightest design that passes.', 'licence'],
    ],
  },
  iconImage,
);

const ridgelineReality: ProductSpec = {
  id: PRODUCT.ridgelineReality,
  slug: 'ridgeline-reality',
  name: 'Ridgeline Reality Capture',
  vendor: 'Ridgeline Geospatial',
  category: 'Software',
  familyId: 'PF-1006',
  theme: 'dark',
  description:
    'Turn laser scans and drone photos into registered point clouds and meshes your designers can model against.',
  tag: 'Enterprise',
  regions: ['global'],
  industries: [INDUSTRY.surveying, INDUSTRY.civil, INDUSTRY.architecture],
  createdAt: '2025-09-09T02:00:00Z',
  hasBuyNowPage: true,
  art: { motif: 'points', palette: 'sea' },
  // Sold through the vendor's agency model: prices are indicative and the site shows 'Enquire now'.
  variants: [
    {
      id: 'RRC-NU-1Y',
      title: 'Ridgeline Reality Capture, named user, 1 year',
      attrs: [term('1-year'), ['licence', 'named-user']],
      nzd: 890000,
      aud: 812000,
      agency: true,
    },
    {
      id: 'RRC-ENT-1Y',
      title: 'Ridgeline Reality Capture, enterprise, 1 year',
      attrs: [term('1-year'), ['licence', 'enterprise']],
      nzd: 2450000,
      aud: 2236000,
      agency: true,
    },
  ],
};
ridgelineReality.overview = standardOverview(
  ridgelineReality,
  {
    headline: 'From scan to model-ready point cloud',
    intro: [
      'Ridgeline Reality Capture registers terrestrial scans and photogrammetry into a single, clean point cloud, classifies ground and vegetation, and exports to every design tool we sell.',
      'It is sold on an enterprise agreement through Tasman CAD, so pricing depends on users and processing capacity. Tell us about your projects and we will prepare a quote.',
    ],
    highlights: [
      [
        'Automatic registration',
        'Target-less registration of hundreds of scans, with a report you can hand to the client.',
        'map',
      ],
      [
        'Classification',
        'Separate ground, buildings, vegetation and powerlines with machine-learning classifiers.',
        'cloud',
      ],
      [
        'Deliver anywhere',
        'Export to common point cloud and mesh formats, or stream to the browser for stakeholders.',
        'people',
      ],
    ],
    primary: { label: 'Enquire now', path: '/get-in-touch/' },
  },
  iconImage,
);

const conduitMep: ProductSpec = {
  id: PRODUCT.conduitMep,
  slug: 'conduit-mep',
  name: 'Conduit MEP',
  vendor: 'Conduit Software',
  category: 'Software',
  familyId: 'PF-1007',
  description:
    'Mechanical, electrical and hydraulic design for building services engineers, with sizing calculations linked to the model.',
  tag: 'New',
  regions: ['au'],
  industries: [INDUSTRY.buildingServices],
  createdAt: '2026-10-05T23:45:00Z',
  existsOnAlbi: true,
  hasBuyNowPage: true,
  publish: { features: true },
  art: { motif: 'pipes', palette: 'bush' },
  // Sold in Australia only for now; the NZD prices are carried from the vendor's catalogue.
  variants: [
    { id: 'CMEP-SUB-1Y', title: 'Conduit MEP, 1-year subscription', attrs: [term('1-year')], nzd: 465000, aud: 424000 },
    {
      id: 'CMEP-SUB-3Y',
      title: 'Conduit MEP, 3-year subscription',
      attrs: [term('3-year')],
      nzd: 1255500,
      aud: 1144800,
    },
  ],
};
conduitMep.overview = standardOverview(
  conduitMep,
  {
    headline: 'Building services, designed and sized in one place',
    intro: [
      'Conduit MEP brings ductwork, pipework, cable trays and fixtures into the architect’s coordinated model, with sizing to AS/NZS 3000, AS/NZS 3500 and AIRAH methods.',
      'New to the Tasman CAD range and launched first in Australia. New Zealand availability is planned; [register your interest](/get-in-touch/) and we will let you know.',
    ],
    highlights: [
      [
        'Calculations in the model',
        'Duct and pipe sizing, pressure drop and circuit loading update as you route.',
        'shield',
      ],
      ['Coordinated with Strata BIM', 'Work live against the architectural model and resolve clashes early.', 'people'],
      ['Fabrication-ready', 'Spool drawings and part lists for your fabricator.', 'hardware'],
    ],
  },
  iconImage,
);
conduitMep.features = featureBlocks(
  'Conduit MEP features',
  [
    ['HVAC design', 'Duct routing with automatic fittings and sizing by equal friction or static regain.'],
    ['Hydraulics', 'Water, sanitary and stormwater systems with fixture-unit sizing.'],
    ['Electrical', 'Lighting layouts, circuits and panel schedules.'],
  ],
  [
    [
      'Does it work with Strata BIM models?',
      'Yes. Conduit MEP links Strata BIM models directly and keeps your services in sync as the architecture changes.',
    ],
  ],
);

/** Software product specs. */
export const softwareProducts: ProductSpec[] = [
  strataBim,
  strataDraft,
  kestrelCivil,
  fathomMechanical,
  fathomSimulate,
  ridgelineReality,
  conduitMep,
];
