/** Pages: global, regional (au/nz documents) and region-global (one document for both regions). */
import * as b from './blocks.ts';
import { cta, doc, linkPath, linkTo, ref, refs, slug, type Doc, type Obj } from './build.ts';
import { INDUSTRY, PAGE, PRODUCT } from './ids.ts';
import { heroImage, icon, image, ogCard, sceneImage, screen } from './images.ts';
import { privacyBlocks, termsBlocks } from './legal.ts';
import { pt } from './portable-text.ts';
import { REGION } from './site.ts';

type Template =
  | 'home'
  | 'contact'
  | 'legal'
  | 'ourTeam'
  | 'services'
  | 'knowledgeHub'
  | 'allProducts'
  | 'technical'
  | 'features'
  | 'generic';

interface PageSpec {
  id: string;
  title: string;
  slug: string;
  template: Template;
  region?: 'nz' | 'au' | 'global';
  intro?: string;
  blocks: Obj[];
  description: string;
  noIndex?: boolean;
}

const icons = (name: Parameters<typeof icon>[0]): Obj => image(icon(name), '');

const toDoc = (spec: PageSpec): Doc =>
  doc(
    'page',
    spec.id,
    {
      title: spec.title,
      slug: slug(spec.slug),
      template: spec.template,
      ...(spec.region ? { region: ref(REGION[spec.region]) } : {}),
      ...(spec.intro ? { intro: spec.intro } : {}),
      blocks: spec.blocks,
      seo: {
        title:
          spec.template === 'home'
            ? 'Tasman CAD | Design software, hardware and training'
            : `${spec.title} | Tasman CAD`,
        description: spec.description,
        ...(spec.template === 'home'
          ? {
              ogImage: image(
                ogCard(),
                'Tasman CAD: design software, hardware and training for Australia and New Zealand',
              ),
            }
          : {}),
        ...(spec.noIndex ? { noIndex: true } : {}),
      },
    },
    '2025-05-01T00:00:00Z',
  );

const servicesGrid = (heading: string): Obj =>
  b.cardGrid(heading, [
    {
      title: 'Training courses',
      text: 'Instructor-led classes online and in our training rooms.',
      image: icons('training'),
      link: linkTo(PAGE.training),
    },
    {
      title: 'Self-directed training',
      text: 'Online learning paths your team completes at its own pace.',
      image: icons('cloud'),
      link: linkTo(PAGE.selfDirected),
    },
    {
      title: 'Product support',
      text: 'Local engineers on the phone, by email and on screen share.',
      image: icons('support'),
      link: linkTo(PAGE.productSupport),
    },
    {
      title: 'Implementation',
      text: 'Templates, standards and deployment done with you.',
      image: icons('shield'),
      link: linkTo(PAGE.implementation),
    },
    {
      title: 'BIM consulting',
      text: 'Strategy and ISO 19650 advice for owners and project teams.',
      image: icons('map'),
      link: linkTo(PAGE.bimConsulting),
    },
  ]);

const homes = (): PageSpec[] => [
  {
    id: PAGE.home,
    title: 'Home',
    slug: 'home',
    template: 'home',
    description:
      'Tasman CAD sells and supports design and engineering software, workstations and training across New Zealand and Australia.',
    blocks: [
      b.fullWidthImage(
        image(
          heroImage('hero-global', 'islands', 'sea', 'New Zealand and Australia across the Tasman'),
          'Two stylised islands linked by a dotted line across a teal sea',
        ),
        'Design technology for Aotearoa and Australia',
        'Software, workstations, training and support from people who have done the work.',
        cta('Browse the shop', linkPath('/products/')),
      ),
      b.cardGrid('Where are you working?', [
        {
          title: 'New Zealand',
          text: 'Prices in NZD, courses in Auckland, Wellington and Christchurch.',
          image: image(
            heroImage('hero-nz', 'mountains', 'bush', 'Mountains of New Zealand'),
            'Stylised snow-capped mountain ranges',
          ),
          link: linkTo(REGION.nz),
        },
        {
          title: 'Australia',
          text: 'Prices in AUD, courses in Sydney, Melbourne, Brisbane, Perth and Adelaide.',
          image: image(
            heroImage('hero-au', 'coast', 'sand', 'The Australian coast'),
            'Stylised coastline with a setting sun',
          ),
          link: linkTo(REGION.au),
        },
        {
          title: 'Knowledge hub',
          text: 'Articles, webinars, white papers and how-to guides.',
          link: linkPath('/knowledge-hub/'),
        },
      ]),
      b.productsPreview('Latest from the shop'),
      b.industriesPreview('Industries we serve'),
      b.relatedBlogs('From the knowledge hub'),
      b.callToAction(
        'See it on your own project',
        'Book a free 45-minute demo with a specialist, online or in one of our offices.',
        cta('Book a demo', linkTo(PAGE.getInTouch)),
        'card',
        false,
      ),
    ],
  },
  {
    id: PAGE.homeNz,
    title: 'Tasman CAD New Zealand',
    slug: 'home',
    template: 'home',
    region: 'nz',
    description:
      'Design software, workstations and training in New Zealand, with prices in NZD and local support from Auckland, Wellington and Christchurch.',
    blocks: [
      b.fullWidthImage(
        image(
          heroImage('hero-nz', 'mountains', 'bush', 'Mountains of New Zealand'),
          'Stylised snow-capped mountain ranges',
        ),
        'Kia ora. Design tools, backed locally.',
        'Buy in NZD, learn in Auckland, Wellington or Christchurch, and call a support desk in your time zone.',
        cta('Shop for New Zealand', linkPath('/products/')),
      ),
      b.productsPreview('Latest from the shop'),
      b.industriesPreview('Industries we serve'),
      servicesGrid('Services in New Zealand'),
      b.callToAction(
        '2027 course dates are out',
        'Strata BIM, Kestrel Civil and Fathom Mechanical courses in Auckland, Wellington, Christchurch, Hamilton and online.',
        cta('See the course calendar', linkPath('/nz/training-course/')),
        'card',
        false,
      ),
      b.trainingCatalogue('Upcoming courses in New Zealand', 'NZ'),
      b.relatedBlogs('From the knowledge hub'),
      b.callToAction(
        'Renewal coming up?',
        'Line up all your subscriptions on one date and renew once a year. Your account manager can co-term them at your next renewal.',
        cta('Read how co-terming works', linkTo('blog-subscription-renewals-explained')),
        'card',
        true,
      ),
    ],
  },
  {
    id: PAGE.homeAu,
    title: 'Tasman CAD Australia',
    slug: 'home',
    template: 'home',
    region: 'au',
    description:
      'Design software, workstations and training in Australia, with prices in AUD and local support from Sydney, Melbourne and Brisbane.',
    blocks: [
      b.fullWidthImage(
        image(heroImage('hero-au', 'coast', 'sand', 'The Australian coast'), 'Stylised coastline with a setting sun'),
        'Design tools for Australian teams',
        'Buy in AUD with local support from Sydney, Melbourne and Brisbane, and courses in every mainland capital.',
        cta('Shop for Australia', linkPath('/products/')),
      ),
      b.productsPreview('Latest from the shop'),
      b.industriesPreview(
        'Industries we serve',
        refs([INDUSTRY.architecture, INDUSTRY.civil, INDUSTRY.buildingServices]),
      ),
      servicesGrid('Services in Australia'),
      b.callToAction(
        'New: Conduit MEP',
        'Building services design in the same model as the architecture, now available in Australia.',
        cta('Discover Conduit MEP', linkTo(PRODUCT.conduitMep)),
        'card',
        false,
      ),
      b.trainingCatalogue('Upcoming courses in Australia', 'AU'),
      b.relatedBlogs('From the knowledge hub'),
      b.callToAction(
        'Join us for a webinar',
        'Free online sessions every month, from BIM basics to corridor modelling masterclasses.',
        cta('See webinars', linkPath('/knowledge-hub/?blogType=watch')),
        'card',
        true,
      ),
    ],
  },
];

const about = (region: 'nz' | 'au' | undefined): PageSpec => {
  const offices =
    region === 'au'
      ? 'Our Australian team works from Sydney, Melbourne and Brisbane, with trainers travelling to Perth and Adelaide each quarter.'
      : region === 'nz'
        ? 'Our New Zealand team works from Auckland, Wellington and Christchurch, and we visit customers from Whangārei to Invercargill.'
        : 'We have offices in Auckland, Wellington, Christchurch, Sydney, Melbourne and Brisbane.';
  return {
    id: region === 'au' ? PAGE.aboutUsAu : region === 'nz' ? PAGE.aboutUsNz : PAGE.aboutUs,
    title: 'About us',
    slug: 'about-us',
    template: 'generic',
    ...(region ? { region } : {}),
    intro: 'Tasman CAD has helped designers and engineers on both sides of the Tasman do their best work since 2004.',
    description:
      'Who we are: a team of architects, engineers and designers who sell, teach and support design technology in New Zealand and Australia.',
    blocks: [
      b.text(
        'Who we are',
        `We started as three CAD trainers in a spare room in Christchurch. Twenty years on, we are a team of 60 architects, engineers, designers and support specialists, and most of us have used the software we sell on real projects.\n\n${offices}`,
      ),
      b.infoGrid('What we believe', [
        ['Local knowledge', 'Templates, standards and advice that fit NZ and Australian practice.', icons('map')],
        ['People first', 'Software is only useful when people are confident using it.', icons('people')],
        ['Straight answers', 'We will tell you when you do not need to buy something.', icons('shield')],
      ]),
      b.timeline('Our story', [
        ['2004', 'Founded in Christchurch', 'Three trainers start teaching 2D drafting to local practices.'],
        ['2009', 'Auckland office', 'We open in Auckland and begin reselling design software.'],
        ['2014', 'Hardware workshop', 'We start building and testing certified workstations.'],
        ['2019', 'Into Australia', 'Our Sydney office opens, followed by Brisbane and Melbourne.'],
        ['2025', 'Online shop', 'Customers can buy subscriptions, hardware and course seats online.'],
      ]),
      ...(region === 'nz'
        ? [
            b.imageSlider('Our New Zealand offices', [
              [
                image(
                  sceneImage('office-auckland', 'office', 'sky', 'Auckland office'),
                  'Illustration of our Auckland office building',
                ),
                'Auckland, Parnell',
              ],
              [
                image(
                  sceneImage('training-room', 'workshop', 'harbour', 'Training room'),
                  'Illustration of a training room with workstations',
                ),
                'Our Christchurch training room',
              ],
            ]),
          ]
        : [
            b.imageWithMeta(
              undefined,
              image(
                sceneImage('training-room', 'workshop', 'harbour', 'Training room'),
                'Illustration of a training room with workstations',
              ),
              'Each of our offices has a training room with eight workstations.',
            ),
          ]),
      b.teamPreview('Some of the team'),
      b.callToAction(
        'Work with us',
        'We are always keen to hear from designers and engineers who like teaching and solving problems.',
        cta('Get in touch', linkPath('/get-in-touch/')),
      ),
    ],
  };
};

const contact = (region: 'nz' | 'au' | undefined): PageSpec => {
  const nzOffices: [string, string, Obj][] = [
    ['Auckland', 'Level 2, 18 Parnell Rise, Parnell, Auckland 1052\n+64 9 555 0140', icons('map')],
    ['Wellington', '40 Tory Street, Te Aro, Wellington 6011\n+64 4 555 0180', icons('map')],
    ['Christchurch', 'Unit 3, 120 Montreal Street, Sydenham, Christchurch 8023\n+64 3 555 0120', icons('map')],
  ];
  const auOffices: [string, string, Obj][] = [
    ['Sydney', 'Suite 504, 50 Miller Street, North Sydney NSW 2060\n+61 2 5550 1400', icons('map')],
    ['Melbourne', 'Level 3, 22 William Street, Melbourne VIC 3000\n+61 3 5550 1800', icons('map')],
    ['Brisbane', '88 Boundary Street, West End QLD 4101\n+61 7 5550 1200', icons('map')],
  ];
  const offices = region === 'au' ? auOffices : region === 'nz' ? nzOffices : [...nzOffices, ...auOffices];
  return {
    id: region === 'au' ? PAGE.getInTouchAu : region === 'nz' ? PAGE.getInTouchNz : PAGE.getInTouch,
    title: 'Get in touch',
    slug: 'get-in-touch',
    template: 'contact',
    ...(region ? { region } : {}),
    intro:
      'Questions about licensing, hardware, training or support? Send us a message or call the office nearest you.',
    description: 'Contact Tasman CAD: sales, support and training enquiries, office addresses and phone numbers.',
    blocks: [
      b.infoGrid('Our offices', offices),
      b.richText(
        pt(
          { h2: 'Support' },
          `Existing customers can reach the support desk on ${region === 'au' ? '1800 555 014' : region === 'nz' ? '0800 555 014' : '0800 555 014 (NZ) or 1800 555 014 (AU)'}, 8:30 am to 5:00 pm on business days, or by email at [support@tasmancad.example](mailto:support@tasmancad.example).`,
        ),
      ),
      ...(region
        ? []
        : // No anchorID: `#newsletter` (the footer's link) is the newsletter form's, which ContactTemplate adds.
          [
            b.richText(
              pt(
                { h2: 'Newsletter' },
                'One email a month with release notes that matter, training dates and practical tips. Use the form on this page and choose “Something else”, or sign up in the footer.',
              ),
              { backgroundToggle: true },
            ),
          ]),
    ],
  };
};

const legal = (): PageSpec[] => [
  {
    id: PAGE.privacy,
    title: 'Privacy policy',
    slug: 'privacy',
    template: 'legal',
    description: 'How Tasman CAD collects, uses and protects personal information in New Zealand and Australia.',
    blocks: privacyBlocks(),
  },
  {
    id: PAGE.terms,
    title: 'Standard terms and conditions',
    slug: 'standard-terms-and-conditions',
    template: 'legal',
    description: 'The terms that apply to orders for software, hardware, training and services from Tasman CAD.',
    blocks: termsBlocks(),
  },
];

const globals = (): PageSpec[] => [
  {
    id: PAGE.knowledgeHub,
    title: 'Knowledge hub',
    slug: 'knowledge-hub',
    template: 'knowledgeHub',
    intro: 'Articles, webinars, white papers, videos and how-to guides from our technical team.',
    description:
      'Practical articles, webinars, white papers and how-to guides on BIM, civil design, manufacturing and design technology.',
    blocks: [
      b.blogTypeListing('Latest'),
      b.blogTypeListing('Webinars', 'watch'),
      b.blogTypeListing('White papers', 'download'),
      b.blogTypeListing('Videos', 'video'),
      b.blogTypeListing('How-to guides', 'howTo'),
      b.blogTypeListing('Articles', 'read'),
    ],
  },
  {
    id: PAGE.products,
    title: 'Products',
    slug: 'products',
    template: 'allProducts',
    intro:
      'Software subscriptions, workstations, accessories, training seats and services, priced for New Zealand and Australia.',
    description: 'Shop design and engineering software, workstations, training and services from Tasman CAD.',
    blocks: [
      b.callToAction(
        'Need help choosing?',
        'Tell us about your team and projects, and we will recommend the right products and licences.',
        cta('Talk to an account manager', linkTo(PAGE.getInTouch)),
      ),
    ],
  },
  {
    id: PAGE.platformTechnical,
    title: 'Strata platform: technical information',
    slug: 'platform-technical',
    template: 'technical',
    intro: 'Deployment, licensing and system requirements for Strata BIM and Strata Draft.',
    description:
      'Technical information for IT teams deploying the Strata platform: licensing, networks and system requirements.',
    blocks: [
      b.compareTable(
        'Licensing options',
        ['Single user', 'Network', 'Cloud named user'],
        [
          ['Use on one computer', ['comprehensive', 'comprehensive', 'comprehensive']],
          ['Share between shifts', ['notApplicable', 'comprehensive', 'limited']],
          ['Use offline for 30 days', ['comprehensive', 'limited', 'comprehensive']],
          ['Central usage reports', ['notApplicable', 'comprehensive', 'comprehensive']],
        ],
      ),
      b.detailedAccordion('Deployment questions', [
        [
          'Can we deploy silently?',
          pt(
            'Yes. Create a deployment package from the admin portal and push it with your usual software distribution tool.',
          ),
        ],
        [
          'Which ports does the network licence use?',
          pt('TCP 27000 to 27009 by default, plus one vendor port you can fix in the options file.'),
        ],
        [
          'Do you support virtual desktops?',
          pt('Yes, on GPU-accelerated virtual desktops. Ask us for the tested configurations.'),
        ],
      ]),
      b.richText(
        pt(
          { h2: 'Need a hand?' },
          'Our support engineers can plan and run your deployment. See [product support](/nz/services/product-support/) or [get in touch](/get-in-touch/).',
        ),
      ),
    ],
  },
  {
    id: PAGE.platformFeatures,
    title: 'Strata platform features',
    slug: 'platform-features',
    template: 'features',
    intro: 'What the Strata platform does, from 2D drafting to coordinated BIM.',
    description: 'Features of the Strata platform: 2D drafting, BIM, cloud worksharing and open exchange.',
    blocks: [
      b.cardDeck('Highlights', [
        {
          title: 'Model once',
          text: 'Drawings, schedules and visualisations all come from one model.',
          link: linkTo(PRODUCT.strataBim),
        },
        {
          title: 'Draft fast',
          text: 'DWG-native 2D tools for detailing and shop drawings.',
          link: linkTo(PRODUCT.strataDraft),
        },
        { title: 'Work together', text: 'Cloud worksharing for teams in different offices.' },
      ]),
      b.imageSlider('Screens', [
        [
          image(
            screen('strata-bim-model', 'blocks', 'harbour', 'Strata BIM model view'),
            'Strata BIM window showing a 3D model of a small apartment building',
          ),
          'Modelling',
        ],
        [
          image(
            screen('strata-bim-sheets', 'mesh', 'sky', 'Strata BIM sheet layout'),
            'Strata BIM sheet layout with plan and elevation views',
          ),
          'Documentation',
        ],
      ]),
      b.video('The Strata platform in two minutes', { youtubeId: 'sTrAtaPlat2' }),
    ],
  },
];

const regionGlobal = (): PageSpec[] => [
  {
    id: PAGE.ourTeam,
    title: 'Our team',
    slug: 'our-team',
    template: 'ourTeam',
    region: 'global',
    intro: 'Architects, engineers, trainers and support specialists, in your time zone.',
    description: 'Meet the Tasman CAD team: technical specialists, trainers, consultants and account managers.',
    blocks: [
      b.teamPreview('Our people'),
      b.text(
        'Join the team',
        'We hire people who have used design software in practice and enjoy helping others. If that sounds like you, send your CV to careers@tasmancad.example.',
      ),
    ],
  },
  {
    id: PAGE.services,
    title: 'Services',
    slug: 'services',
    template: 'services',
    region: 'global',
    intro: 'Training, support, implementation and consulting to get the most from your design technology.',
    description: 'Training, support, implementation and BIM consulting services from Tasman CAD.',
    blocks: [
      servicesGrid('How we can help'),
      b.callToAction(
        'Not sure where to start?',
        'A short call with a specialist usually finds the quickest win.',
        cta('Book a call', linkPath('/get-in-touch/')),
      ),
    ],
  },
  {
    id: PAGE.training,
    title: 'Training',
    slug: 'services/training',
    template: 'services',
    region: 'global',
    intro: 'Instructor-led courses online and in our training rooms, run by people who use the software every day.',
    description: 'Instructor-led training courses for Strata BIM, Strata Draft, Kestrel Civil and Fathom Mechanical.',
    blocks: [
      b.richText(
        pt(
          'Our courses are small, practical and taught by certified instructors. Every attendee gets course notes, exercise files and 30 days of follow-up help.',
          {
            bullets: [
              'Classes of at most eight people',
              'Online or in our training rooms',
              'Private courses for your team on request',
            ],
          },
        ),
      ),
      b.trainingCatalogue('Course calendar'),
      b.trainingCatalogue('Strata BIM courses', undefined, 'Strata BIM'),
      b.detailedAccordion('Training questions', [
        ['Can I transfer my seat to a colleague?', pt('Yes, at no cost, up to the day before the course.')],
        ['Do you run private courses?', pt('Yes, for groups of four or more, at your office or ours.')],
        [
          'What do I need for an online course?',
          pt('A computer with the software installed, a headset, and ideally a second screen.'),
        ],
      ]),
      b.callToAction(
        'Training a whole team?',
        'Private courses tailored to your templates and projects.',
        cta('Ask about private training', linkPath('/get-in-touch/')),
      ),
    ],
  },
  {
    id: PAGE.selfDirected,
    title: 'Self-directed training',
    slug: 'services/self-directed-training',
    template: 'services',
    region: 'global',
    intro: 'Structured online learning your team completes at its own pace.',
    description: 'Self-paced online learning paths for Strata BIM, Kestrel Civil and Fathom Mechanical.',
    blocks: [
      b.imageTextColumn(
        'Learn when it suits you',
        pt(
          'Learning paths combine short videos, exercises and quizzes, with progress reports for managers.',
          'When you get stuck, book a 30-minute session with a trainer.',
        ),
        image(
          sceneImage('training-room', 'workshop', 'harbour', 'Training room'),
          'Illustration of a training room with workstations',
        ),
        'right',
      ),
      b.compareTable(
        'Which kind of training?',
        ['Self-directed', 'Public course', 'Private course'],
        [
          ['Learn at your own pace', ['comprehensive', 'notApplicable', 'limited']],
          ['Live trainer', ['limited', 'comprehensive', 'comprehensive']],
          ['Your own projects as exercises', ['notApplicable', 'limited', 'comprehensive']],
          ['Progress reporting', ['comprehensive', 'limited', 'comprehensive']],
        ],
      ),
      b.callToAction(
        'Try a learning path free for 14 days',
        'We will set up a trial account for you and your team.',
        cta('Request a trial', linkPath('/get-in-touch/')),
      ),
    ],
  },
  {
    id: PAGE.productSupport,
    title: 'Product support',
    slug: 'services/product-support',
    template: 'services',
    region: 'global',
    intro: 'Local technical support from engineers who know the software and your industry.',
    description: 'Technical support for design software bought from Tasman CAD, plus Support Plus for priority help.',
    blocks: [
      b.infoGrid('Included with every subscription', [
        ['Phone and email', 'Business hours in NZ and AU time zones.', icons('support')],
        ['Licensing help', 'Activations, transfers and network licence servers.', icons('licence')],
        ['Installation', 'Help with deployment and updates.', icons('hardware')],
      ]),
      b.productsPreview('Need more?', refs([PRODUCT.supportPlus, PRODUCT.successPlan])),
      b.detailedAccordion('Support questions', [
        [
          'How do I raise a request?',
          pt('Email support@tasmancad.example or call 0800 555 014 (NZ) or 1800 555 014 (AU).'),
        ],
        [
          'Is support included with my subscription?',
          pt(
            'Yes, standard support is included for software bought through us. Support Plus adds priority response and a named engineer.',
          ),
        ],
      ]),
      b.richText(pt('For urgent problems on a deadline, call us rather than emailing.'), {
        cta: cta('Contact support', linkPath('/get-in-touch/')),
        backgroundToggle: true,
      }),
    ],
  },
  {
    id: PAGE.implementation,
    title: 'Implementation',
    slug: 'services/implementation',
    template: 'services',
    region: 'global',
    intro: 'Templates, standards, content and deployment, planned with you and delivered on time.',
    description: 'Implementation services: templates, standards, deployment and pilot projects.',
    blocks: [
      b.timeline('A typical implementation', [
        ['Week 1', 'Discovery', 'We review how you work today and agree goals.'],
        ['Weeks 2–4', 'Templates and standards', 'We build templates and content libraries with your team.'],
        ['Weeks 5–8', 'Pilot project', 'A real project delivered with our support.'],
        ['Week 9', 'Review', 'Lessons captured and the rollout plan agreed.'],
      ]),
      b.productsPreview('Buy implementation days', refs([PRODUCT.bimImplementation])),
      b.callToAction(
        'Plan your implementation',
        'Start with a free scoping call.',
        cta('Book a scoping call', linkPath('/get-in-touch/')),
      ),
    ],
  },
  {
    id: PAGE.bimConsulting,
    title: 'BIM consulting',
    slug: 'services/bim-consulting',
    template: 'services',
    region: 'global',
    intro: 'Independent advice on BIM strategy and ISO 19650 information management.',
    description: 'BIM strategy consulting for owners and project teams in New Zealand and Australia.',
    blocks: [
      b.richText(
        pt(
          'We help owners define what information they need from their projects, and help design teams deliver it efficiently.',
          {
            bullets: [
              'Organisational and asset information requirements',
              'BIM execution plans',
              'Model audits and project health checks',
            ],
          },
        ),
      ),
      b.teamPreview('Our consultants', ref(PRODUCT.bimConsulting)),
      b.callToAction(
        'Talk to a consultant',
        'A one-hour discovery call, free of charge.',
        cta('Book a discovery call', linkTo(PRODUCT.bimConsulting)),
      ),
    ],
  },
  {
    id: PAGE.manufacturing,
    title: 'Manufacturing',
    slug: 'manufacturing',
    template: 'generic',
    region: 'global',
    intro: 'Design, simulation and hardware for manufacturers.',
    description:
      'Design and simulation software, workstations and training for manufacturers in New Zealand and Australia.',
    blocks: [
      b.fullWidthImage(
        image(
          sceneImage('scene-factory', 'factory', 'clay', 'A factory'),
          'Illustration of a factory with a sawtooth roof',
        ),
        'Made here',
        'Tools and training for the people who design what Australasia makes.',
      ),
      b.text(
        undefined,
        'From agricultural machinery in Canterbury to mining equipment in Western Australia, manufacturers use Fathom Mechanical and Fathom Simulate to design, test and document their products.',
      ),
      b.productsPreview(
        'Products for manufacturers',
        refs([PRODUCT.fathomMechanical, PRODUCT.fathomSimulate, PRODUCT.harbourW7]),
      ),
      b.industriesPreview('Related industries', refs([INDUSTRY.productDesign])),
      b.relatedBlogs('Reading for manufacturers'),
    ],
  },
  {
    id: PAGE.construction,
    title: 'Construction',
    slug: 'construction',
    template: 'generic',
    region: 'global',
    intro: 'Design and coordination tools for the whole building team.',
    description: 'BIM, civil and building services software and services for construction projects.',
    blocks: [
      b.fullWidthImage(
        image(
          sceneImage('scene-construction', 'crane', 'harbour', 'A building under construction'),
          'Illustration of a building frame and a tower crane',
        ),
        'Build it right the first time',
        'Coordinated models from design to site.',
      ),
      b.cardDeck('Where we help', [
        { title: 'Architecture', text: 'Design and documentation in Strata BIM.', link: linkTo(INDUSTRY.architecture) },
        { title: 'Civil & infrastructure', text: 'Roads, subdivisions and drainage.', link: linkTo(INDUSTRY.civil) },
        {
          title: 'Building services',
          text: 'MEP design in the shared model.',
          link: linkTo(INDUSTRY.buildingServices),
        },
      ]),
      b.industriesPreview(
        'Industries in construction',
        refs([INDUSTRY.architecture, INDUSTRY.civil, INDUSTRY.buildingServices]),
      ),
    ],
  },
];

/** Page documents. */
export const pageDocs = (): Doc[] =>
  [
    ...homes(),
    about(undefined),
    about('nz'),
    about('au'),
    contact(undefined),
    contact('nz'),
    contact('au'),
    ...legal(),
    ...globals(),
    ...regionGlobal(),
  ].map(toDoc);
