/** Industries: who the reseller serves, each with overview, services and customer stories. */
import * as b from './blocks.ts';
import { cta, doc, linkPath, linkTo, refItem, refs, slug, type Doc, type Obj } from './build.ts';
import { INDUSTRY, PAGE, PRODUCT } from './ids.ts';
import { icon, image, sceneImage } from './images.ts';
import { pt } from './portable-text.ts';
import { REGION } from './site.ts';
import type { Scene } from './svg-scenes.ts';
import type { PaletteName } from './svg-kit.ts';

interface IndustrySpec {
  id: string;
  slug: string;
  title: string;
  summary: string;
  scene: Scene;
  palette: PaletteName;
  alt: string;
  products: string[];
  overview: Obj[];
  services: Obj[];
  customers: Obj[];
}

const serviceCards = (focus: string): Obj =>
  b.cardDeck(`Services for ${focus}`, [
    {
      title: 'Training',
      text: 'Public and private courses, online or in our training rooms.',
      link: linkTo(PAGE.training),
    },
    {
      title: 'Implementation',
      text: 'Templates, libraries and standards set up for the way you work.',
      link: linkTo(PAGE.implementation),
    },
    {
      title: 'Product support',
      text: 'Local engineers who answer in your time zone.',
      link: linkTo(PAGE.productSupport),
    },
  ]);

const story = (
  heading: string,
  imageAlt: string,
  scene: Scene,
  palette: PaletteName,
  name: string,
  caption: string,
  quote: string,
  who: string,
): Obj[] => [
  b.imageWithMeta(
    heading,
    image(sceneImage(`case-${name}`, scene, palette, heading), imageAlt),
    caption,
    'Illustration: Tasman CAD',
  ),
  b.text(undefined, `“${quote}”\n\n${who}`),
];

const specs: IndustrySpec[] = [
  {
    id: INDUSTRY.architecture,
    slug: 'architecture',
    title: 'Architecture',
    summary: 'BIM and documentation tools, templates and training for architectural practices of every size.',
    scene: 'skyline',
    palette: 'harbour',
    alt: 'Stylised city skyline with towers in blue and amber',
    products: [PRODUCT.strataBim, PRODUCT.strataDraft, PRODUCT.harbourW7, PRODUCT.bimImplementation],
    overview: [
      b.imageTextColumn(
        'Design, document and deliver with confidence',
        pt(
          'From two-person studios to national practices, architects use our tools to design in 3D and document to local consent requirements.',
          'We set you up with NZ and AU templates, train your team, and stay on hand when a deadline is close.',
        ),
        image(
          sceneImage('scene-architecture-studio', 'office', 'sky', 'An architecture studio'),
          'Illustration of an office building in soft blue tones',
        ),
        'left',
        cta('Explore Strata BIM', linkTo(PRODUCT.strataBim)),
      ),
      b.infoGrid('What we help architects with', [
        ['Moving to BIM', 'A staged plan to move from 2D drafting to a coordinated model.', image(icon('map'), '')],
        ['Consent documentation', 'Drawing sets that meet council expectations first time.', image(icon('shield'), '')],
        ['Collaboration', 'Sharing models with engineers and services consultants.', image(icon('people'), '')],
      ]),
      b.productsPreview('Popular with architects', refs([PRODUCT.strataBim, PRODUCT.strataDraft, PRODUCT.harbourW7])),
      b.callToAction(
        'Ready to move your practice to BIM?',
        'Book a free one-hour planning session with one of our architectural specialists.',
        cta('Book a session', linkPath('/get-in-touch/')),
      ),
    ],
    services: [serviceCards('architects')],
    customers: [
      ...story(
        'Hollis & Reid Architects, Wellington',
        'Illustration of a mid-rise apartment building against a skyline',
        'skyline',
        'sand',
        'hollis-reid',
        'A 48-unit apartment building documented entirely in Strata BIM.',
        'We went from drafting in 2D to our first fully modelled consent set in five months. The templates Tasman CAD built for us meant the drawings looked like ours from day one.',
        'Mere Hollis, Director, Hollis & Reid Architects',
      ),
      b.timeline('Their move to BIM', [
        ['Feb 2025', 'Planning workshop', 'Goals, pilot project and template requirements agreed.'],
        ['Mar 2025', 'Training', 'Eight staff completed Strata BIM Fundamentals.'],
        ['May 2025', 'Pilot project', 'A small townhouse project modelled with weekly check-ins.'],
        ['Jul 2025', 'First consent set', 'The 48-unit apartment building lodged from the model.'],
      ]),
    ],
  },
  {
    id: INDUSTRY.civil,
    slug: 'civil-infrastructure',
    title: 'Civil & infrastructure',
    summary: 'Road, subdivision, drainage and rail design tools with local standards and expert support.',
    scene: 'bridge',
    palette: 'sea',
    alt: 'Stylised arch bridge over a river in teal tones',
    products: [PRODUCT.kestrelCivil, PRODUCT.ridgelineReality, PRODUCT.strataDraft],
    overview: [
      b.fullWidthImage(
        image(
          sceneImage('scene-civil-road', 'survey', 'sea', 'Contours of a road corridor'),
          'Contour lines of a hillside with a location pin',
        ),
        'Infrastructure for growing communities',
        'Design tools and know-how for consultants, councils and contractors.',
      ),
      b.imageTextColumn(
        'Connected civil design',
        pt(
          'Subdivisions, state highways, three waters and rail: our civil customers design the infrastructure that Australian and New Zealand towns depend on.',
          'We configure design criteria for local authorities and train teams on efficient corridor and drainage workflows.',
        ),
        image(
          sceneImage('scene-civil-bridge', 'bridge', 'sea', 'A bridge'),
          'Illustration of an arch bridge over water',
        ),
        'right',
        cta('Explore Kestrel Civil', linkTo(PRODUCT.kestrelCivil)),
      ),
      b.productsPreview('Tools for civil teams', refs([PRODUCT.kestrelCivil, PRODUCT.ridgelineReality])),
    ],
    services: [
      serviceCards('civil teams'),
      b.richText(
        pt(
          { h2: 'Council design criteria, configured' },
          'Every council has its own code of practice. We maintain design criteria files for the major NZ councils and Australian state road authorities, and keep them current as standards change.',
        ),
      ),
    ],
    customers: story(
      'Southern Lakes District Council',
      'Illustration of a road corridor winding through hills',
      'survey',
      'bush',
      'southern-lakes',
      'Roading and three-waters design brought in-house.',
      'Bringing design in-house saved us months on small projects. Tasman CAD trained our engineers and set up our standards, and their support desk picks up the phone.',
      'Tom Gallagher, Infrastructure Design Manager',
    ),
  },
  {
    id: INDUSTRY.productDesign,
    slug: 'product-design',
    title: 'Product design & manufacturing',
    summary: '3D CAD, simulation and data management for machinery builders and product designers.',
    scene: 'parts',
    palette: 'clay',
    alt: 'Stylised gear, cylinder and bolt in warm clay colours',
    products: [PRODUCT.fathomMechanical, PRODUCT.fathomSimulate, PRODUCT.keaOrbit, PRODUCT.harbourW7],
    overview: [
      b.imageTextColumn(
        'Design it, prove it, make it',
        pt(
          'Manufacturers across Australasia use Fathom Mechanical and Fathom Simulate to design equipment for agriculture, food processing, marine and mining.',
          {
            bullets: [
              'Parametric 3D design and drawings to AS 1100',
              'Simulation to reduce physical prototypes',
              'Design data managed and released with control',
            ],
          },
        ),
        image(
          sceneImage('scene-factory', 'factory', 'clay', 'A factory'),
          'Illustration of a factory with a sawtooth roof',
        ),
        'left',
      ),
      b.video(
        'Designing a grain auger with Fathom Mechanical',
        { youtubeId: 'aUg3rDes1gn' },
        'A customer walk-through of a full machine design.',
      ),
      b.productsPreview(
        'Tools for manufacturers',
        refs([PRODUCT.fathomMechanical, PRODUCT.fathomSimulate, PRODUCT.keaOrbit]),
      ),
    ],
    services: [serviceCards('manufacturers')],
    customers: story(
      'Canterbury AgriMachinery',
      'Illustration of machine parts: a gear and cylinder',
      'parts',
      'sand',
      'canterbury-agri',
      'Trailed farm machinery designed and simulated in-house.',
      'Simulation let us take two prototypes out of our development cycle. That is six months and a lot of steel.',
      'Priya Naidu, Engineering Manager',
    ),
  },
  {
    id: INDUSTRY.buildingServices,
    slug: 'building-services',
    title: 'Building services',
    summary: 'MEP design and coordination tools for mechanical, electrical and hydraulic engineers.',
    scene: 'services',
    palette: 'bush',
    alt: 'Stylised ducts and pipes across a ceiling grid in green tones',
    products: [PRODUCT.conduitMep, PRODUCT.strataBim, PRODUCT.fathomSimulate],
    overview: [
      b.imageTextColumn(
        'Services designed in the same model',
        pt(
          'Building services engineers use Conduit MEP with the architect’s Strata BIM model to route, size and coordinate systems before they reach site.',
          'Read how one practice cut coordination meetings in half in our [knowledge hub article](/knowledge-hub/coordinating-services-in-a-shared-model/).',
        ),
        image(
          sceneImage('scene-plant-room', 'services', 'bush', 'A plant room'),
          'Illustration of ducts and pipes running across a ceiling',
        ),
        'right',
      ),
      b.productsPreview('Tools for building services', refs([PRODUCT.conduitMep, PRODUCT.strataBim])),
    ],
    services: [serviceCards('services engineers')],
    customers: story(
      'Brightwater Engineering, Brisbane',
      'Illustration of building services in a plant room',
      'services',
      'sea',
      'brightwater',
      'MEP design for a 12-storey office tower.',
      'Working in the same model as the architect changed how we coordinate. Clashes are solved at our desks, not on site.',
      'Daniel Okoro, Associate, Brightwater Engineering',
    ),
  },
  {
    id: INDUSTRY.surveying,
    slug: 'surveying-geospatial',
    title: 'Surveying & geospatial',
    summary: 'Reality capture, point cloud processing and survey-to-design workflows.',
    scene: 'survey',
    palette: 'dusk',
    alt: 'Stylised contour map with a location pin in purple tones',
    products: [PRODUCT.ridgelineReality, PRODUCT.kestrelCivil],
    overview: [
      b.imageTextColumn(
        'From field to finished surface',
        pt(
          'Surveyors capture sites with scanners and drones; our tools turn that data into surfaces and models designers can use straight away.',
        ),
        image(
          sceneImage('scene-survey', 'survey', 'dusk', 'A contour map'),
          'Illustration of a contour map with a location pin',
        ),
        'left',
        cta('Explore Ridgeline Reality Capture', linkTo(PRODUCT.ridgelineReality)),
      ),
      b.relatedBlogs('Reading for surveyors'),
    ],
    services: [serviceCards('surveyors')],
    customers: [],
  },
];

/** Industry documents. */
export const industryDocs = (): Doc[] =>
  specs.map((spec) =>
    doc(
      'industry',
      spec.id,
      {
        title: spec.title,
        slug: slug(spec.slug),
        summary: spec.summary,
        image: image(sceneImage(`industry-${spec.slug}`, spec.scene, spec.palette, spec.title), spec.alt),
        regions: [refItem(REGION.global)],
        overview: spec.overview,
        services: spec.services,
        customers: spec.customers,
        products: refs(spec.products),
        seo: { title: `${spec.title} software and services | Tasman CAD`, description: spec.summary },
      },
      '2025-02-01T00:00:00Z',
    ),
  );
