/** Scheduled training courses for both regions (the /{region}/training-course/ catalogue). */
import { doc, ref, slug, slugify, type Doc } from './build.ts';
import { PRODUCT } from './ids.ts';
import { pt } from './portable-text.ts';

export interface CourseTopic {
  title: string;
  category: string;
  product: string;
  days: number;
  nzd: number;
  aud: number;
  about: string;
  outcomes: string[];
}

export const TOPICS = {
  strataFundamentals: {
    title: 'Strata BIM Fundamentals',
    category: 'Strata BIM',
    product: PRODUCT.strataBim,
    days: 3,
    nzd: 165000,
    aud: 150000,
    about:
      'An introduction to modelling and documenting a building in Strata BIM, for architects, designers and technicians new to the software.',
    outcomes: [
      'Set up levels, grids and views',
      'Model walls, floors, roofs and stairs',
      'Produce sheets and schedules',
    ],
  },
  strataAdvanced: {
    title: 'Strata BIM Advanced Documentation',
    category: 'Strata BIM',
    product: PRODUCT.strataBim,
    days: 2,
    nzd: 125000,
    aud: 114000,
    about: 'For experienced users: detailing, view templates, worksharing and managing large sheet sets.',
    outcomes: ['Build reusable view templates', 'Manage worksharing in the cloud', 'Issue revisions efficiently'],
  },
  kestrelCorridors: {
    title: 'Kestrel Civil Roads and Corridors',
    category: 'Kestrel Civil',
    product: PRODUCT.kestrelCivil,
    days: 3,
    nzd: 185000,
    aud: 168000,
    about: 'Surfaces, alignments, profiles and corridors for road and subdivision design.',
    outcomes: [
      'Create surfaces from survey data',
      'Design alignments and profiles',
      'Model corridors and calculate earthworks',
    ],
  },
  kestrelDrainage: {
    title: 'Kestrel Civil Drainage Networks',
    category: 'Kestrel Civil',
    product: PRODUCT.kestrelCivil,
    days: 1,
    nzd: 69000,
    aud: 63000,
    about: 'Design and analyse gravity and pressure networks to local council requirements.',
    outcomes: ['Lay out pipe networks', 'Apply design rules', 'Produce long sections'],
  },
  fathomEssentials: {
    title: 'Fathom Mechanical Essentials',
    category: 'Fathom Mechanical',
    product: PRODUCT.fathomMechanical,
    days: 2,
    nzd: 98000,
    aud: 89000,
    about: 'Parts, assemblies and drawings for new Fathom Mechanical users.',
    outcomes: ['Model parametric parts', 'Build assemblies with constraints', 'Create production drawings'],
  },
  strataDraftEssentials: {
    title: 'Strata Draft Essentials',
    category: 'Strata Draft',
    product: PRODUCT.strataDraft,
    days: 2,
    nzd: 89000,
    aud: 81000,
    about: 'Drawing, editing, layers, blocks and plotting in Strata Draft.',
    outcomes: ['Draw and edit accurately', 'Use layers and blocks', 'Set up layouts and plot'],
  },
} satisfies Record<string, CourseTopic>;

type Session = [topic: keyof typeof TOPICS, delivery: 'online' | 'venue', location: string, start: string];

const NZ: Session[] = [
  ['strataFundamentals', 'venue', 'Auckland', '2026-12-07'],
  ['strataFundamentals', 'online', 'Online', '2027-02-09'],
  ['strataAdvanced', 'venue', 'Wellington', '2027-03-16'],
  ['kestrelCorridors', 'venue', 'Christchurch', '2027-02-23'],
  ['kestrelDrainage', 'online', 'Online', '2027-04-13'],
  ['fathomEssentials', 'venue', 'Auckland', '2027-05-11'],
  ['strataDraftEssentials', 'venue', 'Hamilton', '2027-06-08'],
];

const AU: Session[] = [
  ['strataFundamentals', 'venue', 'Sydney', '2026-12-08'],
  ['strataFundamentals', 'venue', 'Melbourne', '2027-02-16'],
  ['strataAdvanced', 'online', 'Online', '2027-03-09'],
  ['kestrelCorridors', 'venue', 'Brisbane', '2027-03-23'],
  ['kestrelDrainage', 'venue', 'Perth', '2027-04-20'],
  ['fathomEssentials', 'online', 'Online', '2027-05-04'],
  ['strataDraftEssentials', 'venue', 'Adelaide', '2027-06-15'],
];

/** `start` plus `days - 1` working days, skipping weekends. */
export function endDate(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  let left = days - 1;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}

/** A training course document. */
export function courseDoc(
  region: 'NZ' | 'AU',
  topic: CourseTopic,
  delivery: 'online' | 'venue',
  location: string,
  start: string,
  suffix = '',
): Doc {
  const where = delivery === 'online' ? 'online' : slugify(location);
  const courseSlug = `${slugify(topic.title)}-${where}-${start.slice(0, 7)}${suffix}`;
  const cents = region === 'NZ' ? topic.nzd : topic.aud;
  return doc(
    'trainingCourse',
    `course-${region.toLowerCase()}-${courseSlug}`,
    {
      title: topic.title,
      slug: slug(courseSlug),
      region,
      category: topic.category,
      delivery,
      location,
      startDate: start,
      endDate: endDate(start, topic.days),
      price: { currency: region === 'NZ' ? 'NZD' : 'AUD', amount: (cents / 100).toFixed(2) },
      product: ref(topic.product),
      description: pt(
        topic.about,
        { h3: 'You will be able to' },
        { bullets: topic.outcomes },
        delivery === 'online'
          ? `Delivered live online over ${topic.days} day${topic.days > 1 ? 's' : ''}, 9:00 to 4:30 with breaks. You will need the software installed and a second screen helps.`
          : `Held in our ${location} training room over ${topic.days} day${topic.days > 1 ? 's' : ''}, 9:00 to 4:30. Workstations, lunch and refreshments are provided.`,
      ),
    },
    '2026-09-01T00:00:00Z',
  );
}

/** Training course documents for both regions. */
export const courseDocs = (): Doc[] => [
  ...NZ.map(([topic, delivery, location, start]) => courseDoc('NZ', TOPICS[topic], delivery, location, start)),
  ...AU.map(([topic, delivery, location, start]) => courseDoc('AU', TOPICS[topic], delivery, location, start)),
];
