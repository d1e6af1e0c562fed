/** Knowledge hub: blog categories and posts of all five types (read, watch, download, video, howTo). */
import * as b from './blocks.ts';
import { cta, doc, linkTo, ref, refs, slug, type Doc, type Obj } from './build.ts';
import { blogId, CATEGORY, INDUSTRY, PAGE, PRODUCT } from './ids.ts';
import { blogPreview, image, screen } from './images.ts';
import { pt, type PtItem } from './portable-text.ts';
import { FORM } from './site.ts';
import type { Motif } from './svg-motifs.ts';

export const categoryDocs = (): Doc[] => [
  doc(
    'blogCategory',
    CATEGORY.bim,
    { title: 'BIM & architecture', slug: slug('bim-and-architecture') },
    '2024-01-10T00:00:00Z',
  ),
  doc(
    'blogCategory',
    CATEGORY.civil,
    { title: 'Civil & infrastructure', slug: slug('civil-and-infrastructure') },
    '2024-01-10T00:00:00Z',
  ),
  doc(
    'blogCategory',
    CATEGORY.manufacturing,
    { title: 'Design & manufacturing', slug: slug('design-and-manufacturing') },
    '2024-01-10T00:00:00Z',
  ),
  doc(
    'blogCategory',
    CATEGORY.workflow,
    { title: 'Tips & workflows', slug: slug('tips-and-workflows') },
    '2024-01-10T00:00:00Z',
  ),
];

type BlogType = 'read' | 'watch' | 'download' | 'video' | 'howTo';

export interface BlogSpec {
  type: BlogType;
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  related: string[];
  motif: Motif;
  body: PtItem[];
  /** Blocks after the main rich text. */
  more?: Obj[];
  webinar?: { date: string; duration: string; presenter: string };
  video?: { youtubeId: string } | { vimeoVideoId: string };
  /** Download file name under /content/downloads/. */
  file?: string;
}

const watchSuccess = (spec: BlogSpec): Obj[] => [
  b.text(
    'Webinar details',
    `Recorded ${spec.webinar?.date.slice(0, 10) ?? ''}, ${spec.webinar?.duration ?? ''}, presented by ${spec.webinar?.presenter ?? 'the Tasman CAD team'}.\n\nQuestions after watching? Reply to the confirmation email and the presenter will answer personally.`,
  ),
  b.video(
    spec.title.replace(/^Webinar: /, ''),
    spec.video ?? { vimeoVideoId: '900000001' },
    'Full recording with chapter markers.',
  ),
];

const downloadSuccess = (spec: BlogSpec): Obj[] => [
  b.richText(
    pt(
      { h2: 'Your download is ready' },
      `[Download “${spec.title.replace(/^White paper: /, '')}” (PDF)](/content/downloads/${spec.file ?? `${spec.slug}.pdf`})`,
      'The link stays available on this page whenever you are signed in.',
    ),
    { backgroundToggle: true },
  ),
];

/** A blog document from its spec: gated types get their form and success content. */
export function blogDoc(spec: BlogSpec): Doc {
  const gated = spec.type === 'watch' || spec.type === 'download';
  const content: Obj[] = [
    ...(spec.type === 'video' && spec.video ? [b.video(spec.title, spec.video)] : []),
    b.richText(pt(...spec.body)),
    ...(spec.more ?? []),
  ];
  return doc(
    'blog',
    blogId(spec.slug),
    {
      blogType: spec.type,
      title: spec.title,
      slug: slug(spec.slug),
      excerpt: spec.excerpt,
      previewImage: image(blogPreview(spec.slug, spec.title, spec.type, spec.motif), `Cover image for “${spec.title}”`),
      relatedTo: refs(spec.related),
      blogCategory: ref(spec.category),
      publishDate: spec.date,
      ...(spec.webinar ? { webinar: spec.webinar } : {}),
      content,
      ...(gated ? { gatedForm: ref(spec.type === 'watch' ? FORM.webinar : FORM.whitePaper) } : {}),
      successContentBlocks:
        spec.type === 'watch' ? watchSuccess(spec) : spec.type === 'download' ? downloadSuccess(spec) : [],
      ...(spec.type === 'video' && spec.video ? spec.video : {}),
      seo: { title: `${spec.title} | Tasman CAD knowledge hub`, description: spec.excerpt },
    },
    `${spec.date}T20:00:00Z`,
  );
}

const specs: BlogSpec[] = [
  // read
  {
    type: 'read',
    slug: 'strata-bim-2027-whats-new',
    title: 'What’s new in Strata BIM 2027',
    date: '2026-10-14',
    category: CATEGORY.bim,
    related: [PRODUCT.strataBim, INDUSTRY.architecture],
    motif: 'blocks',
    excerpt:
      'Faster sheets, smarter stairs and cloud worksharing for everyone: the changes in this year’s release that matter to practices in NZ and Australia.',
    body: [
      'Strata Labs released Strata BIM 2027 this month. We have spent the past six weeks testing it on real projects with customers in Auckland and Melbourne. Here is what stood out.',
      { h2: 'Sheets open twice as fast' },
      'Large sheet sets were the most common complaint in our support queue last year. The new view cache makes opening a 120-sheet set roughly twice as fast on a typical workstation.',
      { h2: 'Stairs that follow the code' },
      'Stair tools now check riser, going and handrail heights against a rule set. We ship rule sets for NZBC D1 and NCC Part D2 with our template pack.',
      { h2: 'Cloud worksharing in every subscription' },
      'Worksharing through the cloud was a paid add-on. From 2027 it is included in all subscriptions, including monthly ones.',
      {
        bullets: [
          'Up to 20 people editing one model',
          'Works from home without a VPN',
          'Automatic backups every 15 minutes',
        ],
      },
      'Thinking about upgrading mid-project? Read our [upgrade checklist](/knowledge-hub/how-to-set-up-a-strata-bim-project-template/) first, or [talk to support](/get-in-touch/).',
    ],
    more: [
      b.imageWithMeta(
        undefined,
        image(
          screen('strata-bim-2027', 'blocks', 'sky', 'Strata BIM 2027'),
          'Strata BIM 2027 window with the new stair tool',
        ),
        'The new stair tool with live code checks.',
        'Screen: Strata Labs',
      ),
    ],
  },
  {
    type: 'read',
    slug: 'coordinating-services-in-a-shared-model',
    title: 'Coordinating building services in a shared model',
    date: '2026-06-03',
    category: CATEGORY.bim,
    related: [PRODUCT.conduitMep, PRODUCT.strataBim, INDUSTRY.buildingServices],
    motif: 'pipes',
    excerpt:
      'How one Brisbane engineering practice halved its coordination meetings by designing in the architect’s model.',
    body: [
      'Coordination meetings used to fill Thursday afternoons at Brightwater Engineering. Each consultant brought their own drawings, clashes were marked up in red pen, and fixes came back a week later.',
      { h2: 'One model, many authors' },
      'On their latest office tower, the architect and Brightwater worked in linked Strata BIM and Conduit MEP models, hosted in the cloud. Each discipline owned its own model but saw the others live.',
      { h2: 'What changed' },
      {
        bullets: [
          'Clashes found at the desk, the day they were created',
          'Coordination meetings cut from weekly to fortnightly',
          'Fewer requests for information from the contractor on site',
        ],
      },
      'The lesson, according to associate Daniel Okoro, is to agree the model structure before anyone starts drawing. Our [implementation team](/au/services/implementation/) can help with exactly that.',
    ],
  },
  {
    type: 'read',
    slug: 'gda2020-and-nzgd2000-for-civil-teams',
    title: 'GDA2020 and NZGD2000: what civil design teams need to know',
    date: '2025-08-19',
    category: CATEGORY.civil,
    related: [PRODUCT.kestrelCivil, INDUSTRY.civil, INDUSTRY.surveying],
    motif: 'contours',
    excerpt:
      'Datums, projections and geoid models explained for designers, with the settings to check in Kestrel Civil before you start a project.',
    body: [
      'Most design problems with coordinates come from one project being set up in a different datum or projection from the survey. The fix is simple once you know where to look.',
      { h2: 'Australia: GDA2020' },
      'GDA2020 replaced GDA94 as Australia’s official datum. The difference is about 1.8 metres, which is enough to put a pipe in the neighbour’s section.',
      { h2: 'New Zealand: NZGD2000 and NZVD2016' },
      'New Zealand uses NZGD2000 horizontally, with NZVD2016 heights replacing the old local vertical datums. Check which vertical datum your survey was reduced to.',
      { h2: 'Checklist' },
      {
        numbered: [
          'Confirm the datum and projection in the survey report.',
          'Set the drawing coordinate system before importing anything.',
          'Import a control point and check it against the report.',
        ],
      },
    ],
  },
  {
    type: 'read',
    slug: 'choosing-a-cad-workstation-in-2026',
    title: 'Choosing a CAD workstation in 2026',
    date: '2026-02-10',
    category: CATEGORY.workflow,
    related: [PRODUCT.harbourW7, PRODUCT.keaOrbit],
    motif: 'device',
    excerpt:
      'Cores or clock speed? How much memory? Our hardware team explains what actually makes design software faster.',
    body: [
      'Design applications are still mostly single-threaded when you model, and massively parallel when you render or simulate. That shapes the workstation you should buy.',
      { h2: 'Clock speed for modelling' },
      'For day-to-day modelling in BIM and CAD, a fast processor with high boost clocks beats a slower one with more cores.',
      { h2: 'Memory for big projects' },
      '32 GB is the sensible minimum for BIM in 2026. Large civil corridors and point clouds benefit from 64 GB or more.',
      { h2: 'Certified graphics' },
      'Certified workstation graphics cards are tested with the software we sell, and the drivers are more stable. Every [Harbour W7](/products/harbour-w7-workstation/) configuration uses them.',
    ],
    more: [
      b.callToAction(
        'Not sure what to buy?',
        'Send us your typical project size and our hardware team will recommend a configuration.',
        cta('Ask the hardware team', linkTo(PAGE.getInTouch)),
      ),
    ],
  },
  {
    type: 'read',
    slug: 'subscription-renewals-explained',
    title: 'Subscription renewals explained: terms, seats and co-terming',
    date: '2024-11-05',
    category: CATEGORY.workflow,
    related: [PRODUCT.strataBim, PRODUCT.strataDraft],
    motif: 'calendar',
    excerpt: 'Why your licences renew on different dates, and how to line them up so your team renews once a year.',
    body: [
      'As practices grow, subscriptions get bought a few at a time and end up renewing on six different dates. Co-terming fixes that.',
      { h2: 'What co-terming means' },
      'We align the renewal dates of all your subscriptions to one date, charging a pro-rata amount for the extra months on each.',
      { h2: 'When to do it' },
      'The best time is at your next renewal. Contact your account manager about a month beforehand.',
    ],
  },
  {
    type: 'read',
    slug: 'case-study-river-bridge-strengthening',
    title: 'Case study: strengthening a 1960s river bridge',
    date: '2025-01-28',
    category: CATEGORY.civil,
    related: [PRODUCT.ridgelineReality, PRODUCT.kestrelCivil, INDUSTRY.civil],
    motif: 'points',
    excerpt:
      'How a laser scan, a point cloud and a coordinated model helped a regional council extend the life of a river bridge by 40 years.',
    body: [
      'The bridge carries 6,000 vehicles a day over a braided river, and the original drawings were lost decades ago.',
      { h2: 'Capturing what is there' },
      'A two-day terrestrial scan produced a registered point cloud accurate to a few millimetres, processed in Ridgeline Reality Capture.',
      { h2: 'Designing the strengthening' },
      'Engineers modelled the existing structure against the point cloud, then designed new steel bracing and deck overlays in Kestrel Civil.',
      'The work was completed in 2024 with one lane open throughout.',
    ],
  },
  // watch
  {
    type: 'watch',
    slug: 'webinar-strata-bim-for-small-practices',
    title: 'Webinar: Strata BIM for small practices',
    date: '2026-09-10',
    category: CATEGORY.bim,
    related: [PRODUCT.strataBim, INDUSTRY.architecture],
    motif: 'blocks',
    excerpt: 'A practical look at moving a practice of two to ten people to BIM without losing a month of fees.',
    webinar: { date: '2026-09-24T12:00:00+12:00', duration: '45 minutes', presenter: 'Aroha Ngata' },
    video: { vimeoVideoId: '912345678' },
    body: [
      'Small practices have the most to gain from BIM and the least time to learn it. In this session Aroha shares the approach that has worked for more than fifty small practices we support.',
      { h2: 'You will learn' },
      {
        bullets: [
          'How to pick a pilot project',
          'Which templates to start with',
          'What to expect in your first three months',
        ],
      },
    ],
  },
  {
    type: 'watch',
    slug: 'webinar-corridor-modelling-masterclass',
    title: 'Webinar: Corridor modelling masterclass',
    date: '2025-05-12',
    category: CATEGORY.civil,
    related: [PRODUCT.kestrelCivil, INDUSTRY.civil],
    motif: 'road',
    excerpt:
      'Assemblies, targets and intersections: an hour of advanced Kestrel Civil techniques from our civil specialists.',
    webinar: { date: '2025-05-28T13:00:00+10:00', duration: '60 minutes', presenter: 'Liam Fraser' },
    video: { youtubeId: 'kCivMstr250' },
    body: [
      'Liam builds a rural intersection from scratch, including superelevation, kerb returns and a roundabout, and answers questions from attendees along the way.',
    ],
  },
  {
    type: 'watch',
    slug: 'webinar-simulation-without-a-phd',
    title: 'Webinar: Simulation without a PhD',
    date: '2024-08-21',
    category: CATEGORY.manufacturing,
    related: [PRODUCT.fathomSimulate, PRODUCT.fathomMechanical, INDUSTRY.productDesign],
    motif: 'contours',
    excerpt: 'How design engineers can run trustworthy stress studies, and when to call an analyst.',
    webinar: { date: '2024-09-05T12:00:00+12:00', duration: '40 minutes', presenter: 'Priya Raman' },
    video: { vimeoVideoId: '874512093' },
    body: [
      'Simulation is no longer just for specialists. Priya explains boundary conditions, mesh quality and how to sanity-check results, with examples from agricultural machinery.',
    ],
  },
  {
    type: 'watch',
    slug: 'webinar-iso-19650-for-project-owners',
    title: 'Webinar: ISO 19650 for project owners',
    date: '2026-11-18',
    category: CATEGORY.bim,
    related: [PRODUCT.bimConsulting, INDUSTRY.architecture, INDUSTRY.civil],
    motif: 'compass',
    excerpt: 'What owners should ask for, and why, when they commission projects delivered with BIM.',
    webinar: { date: '2026-12-03T11:00:00+13:00', duration: '50 minutes', presenter: 'Hamish McLeod' },
    video: { vimeoVideoId: '930218476' },
    body: [
      'Owners increasingly ask for BIM on their projects, but often without saying what they want from it. Hamish explains information requirements in plain language, with examples from schools and hospitals.',
    ],
  },
  // download
  {
    type: 'download',
    slug: 'white-paper-the-return-on-bim',
    title: 'White paper: the return on BIM for New Zealand practices',
    date: '2025-03-04',
    category: CATEGORY.bim,
    related: [PRODUCT.strataBim, INDUSTRY.architecture],
    motif: 'chart',
    file: 'return-on-bim-nz.pdf',
    excerpt:
      'Survey results from 64 practices on the time, cost and quality effects of moving from 2D drafting to BIM.',
    body: [
      'We surveyed 64 architectural practices across New Zealand about their move to BIM: how long it took, what it cost and what changed.',
      { h2: 'Inside' },
      {
        bullets: [
          'Time spent per project stage before and after',
          'Training and implementation costs',
          'Lessons from practices that struggled',
        ],
      },
    ],
  },
  {
    type: 'download',
    slug: 'reality-capture-buyers-guide',
    title: 'White paper: a reality capture buyer’s guide',
    date: '2026-04-22',
    category: CATEGORY.civil,
    related: [PRODUCT.ridgelineReality, INDUSTRY.surveying],
    motif: 'points',
    file: 'reality-capture-buyers-guide.pdf',
    excerpt: 'Scanners, drones and software compared: what to buy for which kind of project.',
    body: [
      'Choosing between terrestrial scanning, mobile mapping and drone photogrammetry depends on accuracy, site size and budget. This guide compares them side by side.',
    ],
  },
  {
    type: 'download',
    slug: 'mep-coordination-checklist',
    title: 'White paper: MEP coordination checklist',
    date: '2024-06-18',
    category: CATEGORY.bim,
    related: [PRODUCT.conduitMep, INDUSTRY.buildingServices],
    motif: 'pipes',
    file: 'mep-coordination-checklist.pdf',
    excerpt: 'A two-page checklist for the first coordination meeting on a BIM project.',
    body: [
      'Print it, take it to your first coordination meeting and tick it off. Covers model origins, levels, naming, clash tolerances and exchange schedules.',
    ],
  },
  {
    type: 'download',
    slug: 'workstation-sizing-guide',
    title: 'White paper: workstation sizing guide for design teams',
    date: '2025-10-07',
    category: CATEGORY.workflow,
    related: [PRODUCT.harbourW7],
    motif: 'device',
    file: 'workstation-sizing-guide.pdf',
    excerpt: 'Match processors, memory and graphics to the work your team actually does.',
    body: [
      'Our hardware team benchmarked typical BIM, civil and mechanical projects on six configurations. This guide shows what each upgrade buys you in real minutes.',
    ],
  },
  // video
  {
    type: 'video',
    slug: 'strata-bim-sheet-sets-in-three-minutes',
    title: 'Strata BIM sheet sets in three minutes',
    date: '2026-05-20',
    category: CATEGORY.bim,
    related: [PRODUCT.strataBim],
    motif: 'mesh',
    video: { youtubeId: 'sHt3eTs3Min' },
    excerpt: 'Create, number and issue a sheet set without leaving the model.',
    body: ['A quick tour of sheet sets in Strata BIM: placing views, numbering sheets and issuing a revision.'],
  },
  {
    type: 'video',
    slug: 'kestrel-civil-pipe-networks',
    title: 'Kestrel Civil: designing a stormwater network',
    date: '2025-07-15',
    category: CATEGORY.civil,
    related: [PRODUCT.kestrelCivil, INDUSTRY.civil],
    motif: 'road',
    video: { vimeoVideoId: '857301264' },
    excerpt: 'Lay out, size and check a stormwater network against council rules.',
    body: [
      'Follow along as we lay out a stormwater network for a twelve-lot subdivision and check it against the design criteria.',
    ],
  },
  {
    type: 'video',
    slug: 'fathom-sheet-metal-basics',
    title: 'Fathom Mechanical: sheet metal basics',
    date: '2024-03-12',
    category: CATEGORY.manufacturing,
    related: [PRODUCT.fathomMechanical, INDUSTRY.productDesign],
    motif: 'gears',
    video: { youtubeId: 'fSh33tM3tal' },
    excerpt: 'Base flanges, edge flanges and flat patterns in under ten minutes.',
    body: ['Everything you need to design a simple bracket and produce a flat pattern for the laser cutter.'],
  },
  {
    type: 'video',
    slug: 'kea-orbit-setup',
    title: 'Setting up your Kea Orbit',
    date: '2026-08-28',
    category: CATEGORY.workflow,
    related: [PRODUCT.keaOrbit],
    motif: 'orbit',
    video: { youtubeId: 'kEaOrb1tSet' },
    excerpt: 'Install the driver, set sensitivity and map the buttons you use most.',
    body: ['A two-minute setup guide for the Kea Orbit and Orbit Pro.'],
  },
  // howTo
  {
    type: 'howTo',
    slug: 'how-to-set-up-a-strata-bim-project-template',
    title: 'How to set up a Strata BIM project template',
    date: '2025-12-01',
    category: CATEGORY.bim,
    related: [PRODUCT.strataBim, INDUSTRY.architecture],
    motif: 'blocks',
    excerpt: 'Seven steps to a template that saves hours on every project.',
    body: [
      'A good template is the single biggest productivity gain in Strata BIM. Start from ours, then make it yours.',
      { h2: 'Steps' },
      {
        numbered: [
          'Start from the Tasman CAD NZ or AU template that matches your work.',
          'Set up your title blocks with your logo and revision table.',
          'Create the view templates you use most: plans at 1:100, details at 1:5.',
          'Load your standard wall, floor and roof types.',
          'Add schedules for doors, windows and areas.',
          'Save sheets for your typical consent set.',
          'Save as a template and share it on the network or in the cloud.',
        ],
      },
    ],
    more: [
      b.detailedAccordion('Troubleshooting', [
        [
          'My title block text does not update',
          pt('Check the label is linked to a sheet parameter, not typed as plain text.'),
        ],
        [
          'Views appear at the wrong scale',
          pt('Check the view template applied to the view; templates override the view’s own scale.'),
        ],
      ]),
    ],
  },
  {
    type: 'howTo',
    slug: 'how-to-import-a-point-cloud-into-kestrel-civil',
    title: 'How to import a point cloud into Kestrel Civil',
    date: '2026-03-17',
    category: CATEGORY.civil,
    related: [PRODUCT.kestrelCivil, PRODUCT.ridgelineReality, INDUSTRY.surveying],
    motif: 'points',
    excerpt: 'From registered scan to a design surface in five steps.',
    body: [
      { h2: 'Before you start' },
      'Make sure the point cloud is registered and in the same coordinate system as your drawing.',
      { h2: 'Steps' },
      {
        numbered: [
          'Index the scan in Ridgeline Reality Capture and export it.',
          'Attach the point cloud in Kestrel Civil.',
          'Filter to ground points only.',
          'Create a surface from the filtered points.',
          'Check the surface against control points.',
        ],
      },
    ],
    more: [b.video('Point cloud to surface', { youtubeId: 'pCl0udSurf4' }, 'The same steps on screen.')],
  },
  {
    type: 'howTo',
    slug: 'how-to-move-a-network-licence-to-a-new-server',
    title: 'How to move a network licence to a new server',
    date: '2024-09-30',
    category: CATEGORY.workflow,
    related: [PRODUCT.kestrelCivil, PRODUCT.strataBim],
    motif: 'device',
    excerpt: 'Replacing your licence server? Do it in this order and nobody loses a day.',
    body: [
      {
        numbered: [
          'Tell us the new server’s host name and ID a week ahead.',
          'Install the licence manager on the new server.',
          'Install the new licence file we send you.',
          'Point the client computers at the new server.',
          'Stop the old server once everyone can start the software.',
        ],
      },
      'Stuck? Our [product support team](/nz/services/product-support/) can do it with you over screen share.',
    ],
  },
  {
    type: 'howTo',
    slug: 'how-to-create-a-flat-pattern-in-fathom-mechanical',
    title: 'How to create a flat pattern in Fathom Mechanical',
    date: '2025-06-24',
    category: CATEGORY.manufacturing,
    related: [PRODUCT.fathomMechanical, INDUSTRY.productDesign],
    motif: 'gears',
    excerpt: 'Flat patterns, bend lines and DXF export for your laser cutter.',
    body: [
      {
        numbered: [
          'Open the sheet metal part.',
          'Check the bend table matches your material and brake.',
          'Create the flat pattern from the model browser.',
          'Add bend lines and notes to a drawing.',
          'Export the flat pattern to DXF for cutting.',
        ],
      },
    ],
  },
];

/** Blog documents. */
export const blogDocs = (): Doc[] => specs.map(blogDoc);
