/** Hardware, services, training, freight, CTS and consulting product families. */
import * as b from './blocks.ts';
import { cta, linkTo, type Obj } from './build.ts';
import { INDUSTRY, PAGE, PRODUCT } from './ids.ts';
import { icon, image, sceneImage } from './images.ts';
import { pt } from './portable-text.ts';
import { featureBlocks, serviceBlocks, standardOverview, type ProductSpec } from './product-kit.ts';

const iconImage = (name: Parameters<typeof icon>[0]): Obj => image(icon(name), '');

/** No overview: the buy-now page renders at the product's root. */
const harbourW7: ProductSpec = {
  id: PRODUCT.harbourW7,
  slug: 'harbour-w7-workstation',
  name: 'Harbour W7 Workstation',
  vendor: 'Harbour Compute',
  category: 'Hardware',
  familyId: 'PF-2001',
  theme: 'dark',
  description:
    'A certified tower workstation for BIM, civil and mechanical design, configured and burn-in tested in Auckland before it ships.',
  tag: 'In stock',
  regions: ['nz', 'au'],
  industries: [INDUSTRY.architecture, INDUSTRY.productDesign, INDUSTRY.civil],
  createdAt: '2025-05-20T00:00:00Z',
  hasBuyNowPage: true,
  art: { motif: 'device', palette: 'harbour' },
  variants: [
    {
      id: 'HW7-32',
      title: 'Harbour W7, 32 GB RAM, 8 GB GPU',
      attrs: [
        ['memory', '32 GB'],
        ['graphics', '8 GB'],
      ],
      nzd: 489900,
      aud: 449900,
    },
    {
      id: 'HW7-64',
      title: 'Harbour W7, 64 GB RAM, 12 GB GPU',
      attrs: [
        ['memory', '64 GB'],
        ['graphics', '12 GB'],
      ],
      nzd: 629900,
      aud: 579900,
    },
    {
      id: 'HW7-128',
      title: 'Harbour W7, 128 GB RAM, 20 GB GPU',
      attrs: [
        ['memory', '128 GB'],
        ['graphics', '20 GB'],
      ],
      nzd: 899900,
      aud: 829900,
    },
    // Superseded configuration, kept for order history but no longer offered.
    {
      id: 'HW7-16',
      title: 'Harbour W7, 16 GB RAM, 4 GB GPU (superseded)',
      attrs: [
        ['memory', '16 GB'],
        ['graphics', '4 GB'],
      ],
      nzd: 359900,
      aud: 329900,
      hidden: true,
    },
  ],
};

const keaOrbit: ProductSpec = {
  id: PRODUCT.keaOrbit,
  slug: 'kea-orbit',
  name: 'Kea Orbit 3D Navigator',
  vendor: 'Kea Peripherals',
  category: 'Hardware',
  familyId: 'PF-2002',
  description:
    'A six-axis controller for your non-mouse hand: pan, zoom and orbit models smoothly while you keep designing.',
  tag: 'Accessory',
  regions: ['nz', 'au'],
  industries: [INDUSTRY.productDesign, INDUSTRY.architecture],
  createdAt: '2025-04-14T04:00:00Z',
  existsOnAlbi: true,
  hasBuyNowPage: true,
  publish: { features: true },
  art: { motif: 'orbit', palette: 'sand' },
  variants: [
    { id: 'KEA-ORBIT', title: 'Kea Orbit', attrs: [['model', 'Orbit']], nzd: 24900, aud: 22900 },
    {
      id: 'KEA-ORBIT-PRO',
      title: 'Kea Orbit Pro with 12 programmable keys',
      attrs: [['model', 'Orbit Pro']],
      nzd: 59900,
      aud: 54900,
    },
  ],
};
keaOrbit.overview = standardOverview(
  keaOrbit,
  {
    headline: 'Move the model, not the mouse',
    intro: [
      'The Kea Orbit sits beside your keyboard. Push, pull, twist and tilt the cap to move through a model in all six directions at once, while your other hand keeps selecting and drawing.',
      'Works with every design application we sell, on Windows and macOS. Most people are comfortable within a day and never go back.',
    ],
    highlights: [
      ['Six degrees of freedom', 'Pan, zoom and rotate together for fluid navigation.', 'hardware'],
      ['Programmable keys', 'The Pro model puts your favourite commands under your fingertips.', 'licence'],
      ['Two-year warranty', 'Local warranty handled by our Auckland and Sydney service desks.', 'shield'],
    ],
  },
  iconImage,
);
keaOrbit.features = featureBlocks(
  'Kea Orbit features',
  [
    ['Precision sensor', 'Optical six-axis sensor with adjustable sensitivity per application.'],
    ['Comfort', 'Soft-touch palm rest and weighted base that stays put.'],
    ['Wireless', 'Rechargeable, with a USB receiver and a cable for charging while you work.'],
  ],
  [
    [
      'Which applications are supported?',
      'All products in our range, and most other 3D design applications, through the free driver.',
    ],
  ],
);

const harbourPlotter: ProductSpec = {
  id: PRODUCT.harbourPlotter,
  slug: 'harbour-lf36-plotter',
  name: 'Harbour LF36 Plotter',
  vendor: 'Harbour Compute',
  category: 'Hardware',
  familyId: 'PF-2003',
  description:
    'A 36-inch large-format printer for drawing sets and site plans, with an optional scanner for marking up and archiving.',
  tag: 'Large format',
  regions: ['nz'],
  industries: [INDUSTRY.architecture, INDUSTRY.civil],
  createdAt: '2024-10-02T00:00:00Z',
  hasBuyNowPage: true,
  art: { motif: 'plotter', palette: 'sky' },
  variants: [
    {
      id: 'HLF36',
      title: 'Harbour LF36 printer',
      attrs: [['model', 'LF36']],
      nzd: 749000,
      aud: 689000,
      // Vendor list price in USD, as imported from the vendor catalogue.
      extra: [{ id: 'HLF36-USD', currency: 'USD', cents: 449500 }],
    },
    {
      id: 'HLF36-MFP',
      title: 'Harbour LF36 MFP with scanner',
      attrs: [['model', 'LF36 MFP']],
      nzd: 1189000,
      aud: 1094000,
    },
  ],
};
harbourPlotter.overview = standardOverview(
  harbourPlotter,
  {
    headline: 'A1 drawings in under 30 seconds',
    intro: [
      'The LF36 prints A1 and A0 drawing sets quickly and quietly, with crisp 0.02 mm lines and accurate colour for presentation boards.',
      'Delivery, installation and driver setup across New Zealand are included. We stock media and inks in Auckland and Christchurch.',
    ],
    highlights: [
      ['Fast sets', 'Print a 40-sheet A1 set in about 20 minutes, collated.', 'hardware'],
      ['Scan and mark up', 'The MFP scans drawings to PDF for redlining and archiving.', 'cloud'],
      ['Installed for you', 'Our technicians set up the printer and the drivers on your network.', 'support'],
    ],
  },
  iconImage,
);

/** No overview: the buy-now page renders at the product's root. */
const bimImplementation: ProductSpec = {
  id: PRODUCT.bimImplementation,
  slug: 'bim-implementation',
  name: 'BIM Implementation Package',
  vendor: 'Tasman CAD',
  category: 'Services',
  familyId: 'PF-3001',
  description:
    'Fixed-price implementation days: templates, standards, content libraries and a pilot project set up with your team.',
  tag: 'Fixed price',
  regions: ['nz', 'au'],
  industries: [INDUSTRY.architecture, INDUSTRY.buildingServices],
  createdAt: '2025-03-03T00:00:00Z',
  hasBuyNowPage: true,
  art: { motif: 'compass', palette: 'bush' },
  variants: [
    {
      id: 'SVC-IMPL-HALF',
      title: 'Implementation, half day remote',
      attrs: [['delivery', 'half-day-remote']],
      nzd: 95000,
      aud: 87000,
    },
    {
      id: 'SVC-IMPL-DAY',
      title: 'Implementation, full day on site',
      attrs: [['delivery', 'full-day-on-site']],
      nzd: 198000,
      aud: 182000,
    },
  ],
};

const supportPlus: ProductSpec = {
  id: PRODUCT.supportPlus,
  slug: 'support-plus',
  name: 'Support Plus',
  vendor: 'Tasman CAD',
  category: 'Services',
  familyId: 'PF-3002',
  description:
    'Priority technical support with a named engineer, faster response times and an annual health check of your setup.',
  tag: 'Support',
  regions: ['nz', 'au'],
  createdAt: '2024-11-11T00:00:00Z',
  hasBuyNowPage: true,
  publish: { services: true },
  art: { motif: 'lifebuoy', palette: 'sea' },
  variants: [
    { id: 'SVC-SUP-5', title: 'Support Plus, up to 5 users, 1 year', attrs: [term5('1-5')], nzd: 240000, aud: 220000 },
    {
      id: 'SVC-SUP-20',
      title: 'Support Plus, 6 to 20 users, 1 year',
      attrs: [term5('6-20')],
      nzd: 690000,
      aud: 630000,
    },
  ],
};
function term5(users: string): [string, string] {
  return ['users', users];
}
supportPlus.overview = [
  ...standardOverview(
    supportPlus,
    {
      headline: 'Support that knows your setup',
      intro: [
        'Standard support comes with every subscription bought from us. Support Plus adds a named engineer who knows your templates, add-ins and network, and response targets measured in hours, not days.',
        'Each year we run a health check of your deployment and send a short report with recommendations.',
      ],
      highlights: [
        ['Two-hour response', 'Priority queue during business hours in NZ and AU time zones.', 'support'],
        ['Named engineer', 'One person who knows your history and your projects.', 'people'],
        ['Annual health check', 'Versions, licences, templates and hardware reviewed once a year.', 'shield'],
      ],
    },
    iconImage,
  ),
  b.timeline('How a support request is handled', [
    ['Minute 0', 'You raise a request', 'Email, phone or the support portal. Include a screenshot or file if you can.'],
    ['Within 2 hours', 'Your engineer responds', 'Your named engineer confirms the issue and the next step.'],
    ['Same day', 'Screen share if needed', 'We connect remotely and work through it with you.'],
    ['Afterwards', 'Knowledge captured', 'Fixes that affect your whole team are added to your health-check notes.'],
  ]),
];
supportPlus.services = serviceBlocks('Support Plus');

const strataTraining: ProductSpec = {
  id: PRODUCT.strataTraining,
  slug: 'strata-bim-fundamentals',
  name: 'Strata BIM Fundamentals',
  title: 'Strata BIM Fundamentals course',
  vendor: 'Tasman CAD',
  category: 'Training',
  familyId: 'PF-4001',
  description:
    'A three-day introduction to Strata BIM for architects and technicians, online or in our training rooms.',
  tag: 'Training',
  regions: ['nz', 'au'],
  industries: [INDUSTRY.architecture],
  createdAt: '2025-01-20T00:00:00Z',
  hasBuyNowPage: true,
  art: { motif: 'calendar', palette: 'harbour' },
  variants: [
    {
      id: 'TRN-SBIM-FUN-ONL',
      title: 'Strata BIM Fundamentals, online seat',
      attrs: [['delivery', 'online']],
      nzd: 145000,
      aud: 132000,
    },
    {
      id: 'TRN-SBIM-FUN-VEN',
      title: 'Strata BIM Fundamentals, classroom seat',
      attrs: [['delivery', 'venue']],
      nzd: 165000,
      aud: 150000,
    },
  ],
};
strataTraining.overview = [
  ...standardOverview(
    strataTraining,
    {
      headline: 'Productive in Strata BIM in three days',
      intro: [
        'This course takes you from an empty project to a small documented building: levels and grids, walls, floors, roofs, stairs, views, sheets and schedules.',
        'Classes are capped at eight people and run by certified instructors who also work on live projects. See the [course calendar](/nz/training-course/) for dates.',
      ],
      highlights: [
        ['Small classes', 'At most eight attendees, so everyone gets time with the trainer.', 'people'],
        ['Certificate', 'A certificate of completion recognised for CPD points.', 'training'],
        ['Follow-up support', 'Thirty days of email help with what you learned.', 'support'],
      ],
    },
    iconImage,
  ),
  b.trainingCatalogue('Upcoming Strata BIM courses', undefined, 'Strata BIM'),
];

const fathomTraining: ProductSpec = {
  id: PRODUCT.fathomTraining,
  slug: 'fathom-mechanical-essentials',
  name: 'Fathom Mechanical Essentials',
  title: 'Fathom Mechanical Essentials course',
  vendor: 'Tasman CAD',
  category: 'Training',
  familyId: 'PF-4002',
  description: 'Two days of hands-on part, assembly and drawing work in Fathom Mechanical for new users.',
  tag: 'Training',
  regions: ['nz', 'au'],
  industries: [INDUSTRY.productDesign],
  createdAt: '2025-01-21T00:00:00Z',
  hasBuyNowPage: true,
  art: { motif: 'calendar', palette: 'clay' },
  variants: [
    {
      id: 'TRN-FMECH-ESS-ONL',
      title: 'Fathom Mechanical Essentials, online seat',
      attrs: [['delivery', 'online']],
      nzd: 98000,
      aud: 89000,
    },
  ],
};
fathomTraining.overview = standardOverview(
  fathomTraining,
  {
    headline: 'Start designing with confidence',
    intro: [
      'Over two live online days you will model parts, build assemblies and produce a complete drawing package, with exercises drawn from real manufacturing jobs.',
    ],
    highlights: [
      ['Live online', 'Interactive sessions with a trainer, not recorded videos.', 'training'],
      ['Real exercises', 'Brackets, frames and enclosures like the ones you will design.', 'hardware'],
    ],
  },
  iconImage,
);

/** Never listed: the shop adds it to carts with hardware (flat 25 NZD / 20 AUD). */
const freight: ProductSpec = {
  id: PRODUCT.freight,
  slug: 'drop-ship-freight',
  name: 'Drop-ship freight',
  vendor: 'Tasman CAD',
  category: 'Freight',
  familyId: 'PF-9001',
  description: 'Flat-rate courier delivery for hardware shipped directly from our distributor.',
  regions: ['nz', 'au'],
  createdAt: '2024-06-01T00:00:00Z',
  hasBuyNowPage: false,
  art: { motif: 'parcel', palette: 'sand' },
  variants: [{ id: 'FREIGHT-DROPSHIP', title: 'Drop-ship freight', nzd: 2500, aud: 2000 }],
};

const successPlan: ProductSpec = {
  id: PRODUCT.successPlan,
  slug: 'technical-success-plan',
  name: 'Technical Success Plan',
  vendor: 'Tasman CAD',
  category: 'CTS',
  familyId: 'PF-5001',
  description:
    'Customer Technical Success: a yearly plan of training credits, workflow reviews and quarterly check-ins for growing design teams.',
  tag: 'CTS',
  regions: ['nz', 'au'],
  industries: [INDUSTRY.architecture, INDUSTRY.civil, INDUSTRY.productDesign],
  createdAt: '2025-07-07T00:00:00Z',
  hasBuyNowPage: true,
  art: { motif: 'chart', palette: 'dusk' },
  variants: [
    {
      id: 'CTS-ESSENTIAL',
      title: 'Technical Success Plan, Essential',
      attrs: [['plan', 'essential']],
      nzd: 480000,
      aud: 440000,
    },
    {
      id: 'CTS-PREMIER',
      title: 'Technical Success Plan, Premier',
      attrs: [['plan', 'premier']],
      nzd: 960000,
      aud: 880000,
    },
  ],
};
successPlan.overview = standardOverview(
  successPlan,
  {
    headline: 'A year of getting better at what you do',
    intro: [
      'A Technical Success Plan gives your team a set number of training and consulting days to use across the year, plus quarterly reviews with a technical account manager.',
      'We agree goals with you at the start, such as moving a team to 3D, standardising templates or cutting documentation time, and report progress each quarter.',
    ],
    highlights: [
      ['Training credits', 'Use them on any public or private course.', 'training'],
      ['Quarterly reviews', 'Progress against goals, and a plan for the next quarter.', 'people'],
      ['Priority bookings', 'First call on trainer and consultant time.', 'support'],
    ],
  },
  iconImage,
);

const bimConsulting: ProductSpec = {
  id: PRODUCT.bimConsulting,
  slug: 'bim-strategy-consulting',
  name: 'BIM Strategy Consulting',
  vendor: 'Tasman CAD',
  category: 'Consulting',
  familyId: 'PF-6001',
  description:
    'Independent advice on BIM execution plans, ISO 19650 information requirements and digital delivery for owners and project teams.',
  tag: 'Consulting',
  regions: ['nz', 'au'],
  industries: [INDUSTRY.architecture, INDUSTRY.civil, INDUSTRY.buildingServices],
  createdAt: '2024-09-16T00:00:00Z',
  hasBuyNowPage: false,
  publish: { services: true },
  art: { motif: 'compass', palette: 'harbour' },
  variants: [
    {
      id: 'CONS-BIM-DAY',
      title: 'BIM strategy consultant, per day',
      attrs: [['unit', 'day']],
      nzd: 240000,
      aud: 220000,
    },
  ],
};
bimConsulting.overview = [
  ...standardOverview(
    bimConsulting,
    {
      headline: 'Digital delivery that works on real projects',
      intro: [
        'Our consultants have written BIM requirements for hospitals, schools, transport projects and housing programmes across Aotearoa and Australia.',
        'We help owners define what information they need, and help design teams respond with a practical execution plan.',
      ],
      highlights: [
        ['ISO 19650 aligned', 'Information requirements and plans that follow the international standard.', 'shield'],
        ['Vendor-neutral', 'Advice that works whichever tools your project team uses.', 'map'],
        ['Hands-on', 'We stay through the project to check the plan is being followed.', 'people'],
      ],
      primary: { label: 'Enquire now', path: '/get-in-touch/' },
    },
    iconImage,
  ),
  b.imageWithMeta(
    'A recent engagement',
    image(
      sceneImage('scene-hospital-programme', 'crane', 'sky', 'Construction of a hospital building'),
      'Illustration of a multi-storey building under construction with a tower crane',
    ),
    'BIM requirements for a regional hospital redevelopment, 2025.',
    'Illustration: Tasman CAD',
  ),
];
bimConsulting.services = [
  b.richText(
    pt(
      { h2: 'How an engagement runs' },
      {
        numbered: [
          'A discovery workshop with your team and stakeholders.',
          'A written recommendation with scope, effort and priorities.',
          'Delivery, review and handover, at a pace that suits your project programme.',
        ],
      },
    ),
    { cta: cta('Book a discovery call', linkTo(PAGE.getInTouch)) },
  ),
];

/** Hardware, service, training, freight, CTS and consulting specs. */
export const otherProducts: ProductSpec[] = [
  harbourW7,
  keaOrbit,
  harbourPlotter,
  bimImplementation,
  supportPlus,
  strataTraining,
  fathomTraining,
  freight,
  successPlan,
  bimConsulting,
];
