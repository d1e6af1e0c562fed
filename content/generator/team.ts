/** Team members in both regions, with expertise in product families. */
import { doc, item, refs, type Doc } from './build.ts';
import { PRODUCT, teamId } from './ids.ts';
import { avatar, image } from './images.ts';
import { REGION } from './site.ts';
import type { PaletteName } from './svg-kit.ts';

interface Person {
  name: string;
  jobTitle: string;
  department: string;
  region: 'nz' | 'au';
  bio: string;
  expertise: string[];
  skills: [string, number][];
  palette: PaletteName;
}

const people: Person[] = [
  {
    name: 'Aroha Ngata',
    jobTitle: 'BIM Specialist',
    department: 'Technical Services',
    region: 'nz',
    palette: 'bush',
    bio: 'Aroha worked for ten years in architectural practices in Rotorua and Auckland before joining Tasman CAD. She leads our Strata BIM training and helps practices build templates that suit the way they already work.',
    expertise: [PRODUCT.strataBim, PRODUCT.strataTraining, PRODUCT.bimImplementation],
    skills: [
      ['Strata BIM', 1],
      ['Project templates', 1],
      ['Strata Draft', 2],
    ],
  },
  {
    name: 'Liam Fraser',
    jobTitle: 'Civil Applications Engineer',
    department: 'Technical Services',
    region: 'au',
    palette: 'sea',
    bio: 'A civil engineer by training, Liam spent eight years designing roads and subdivisions in south-east Queensland. He supports Kestrel Civil customers across Australia and runs our corridor modelling masterclasses.',
    expertise: [PRODUCT.kestrelCivil, PRODUCT.ridgelineReality],
    skills: [
      ['Kestrel Civil', 1],
      ['Road design', 1],
      ['Ridgeline Reality Capture', 3],
    ],
  },
  {
    name: 'Priya Raman',
    jobTitle: 'Simulation Engineer',
    department: 'Technical Services',
    region: 'nz',
    palette: 'dusk',
    bio: 'Priya holds a PhD in mechanical engineering from the University of Canterbury. She helps manufacturers set up their first simulation studies and reviews results with them.',
    expertise: [PRODUCT.fathomSimulate, PRODUCT.fathomMechanical],
    skills: [
      ['Fathom Simulate', 1],
      ['Fathom Mechanical', 2],
      ['Finite element analysis', 1],
    ],
  },
  {
    name: 'Hamish McLeod',
    jobTitle: 'Principal BIM Consultant',
    department: 'Consulting',
    region: 'nz',
    palette: 'harbour',
    bio: 'Hamish advises owners and project teams on digital delivery and has written BIM requirements for hospitals, schools and transport projects. He is based in Wellington.',
    expertise: [PRODUCT.bimConsulting, PRODUCT.strataBim, PRODUCT.successPlan],
    skills: [
      ['ISO 19650', 1],
      ['BIM execution planning', 1],
      ['Strata BIM', 2],
    ],
  },
  {
    name: 'Mei Chen',
    jobTitle: 'Account Manager',
    department: 'Sales',
    region: 'au',
    palette: 'clay',
    bio: 'Mei looks after architecture and engineering practices in New South Wales and the ACT. She makes renewals painless and finds the right mix of subscriptions for growing teams.',
    expertise: [PRODUCT.strataBim, PRODUCT.conduitMep, PRODUCT.successPlan],
    skills: [
      ['Licensing and renewals', 1],
      ['Strata BIM', 3],
    ],
  },
  {
    name: 'Tom Whitaker',
    jobTitle: 'Hardware Specialist',
    department: 'Hardware',
    region: 'nz',
    palette: 'sky',
    bio: 'Tom configures, builds and tests every Harbour workstation before it leaves our Auckland workshop, and knows more about graphics drivers than anyone should.',
    expertise: [PRODUCT.harbourW7, PRODUCT.harbourPlotter, PRODUCT.keaOrbit],
    skills: [
      ['Workstations', 1],
      ['Large-format printing', 2],
    ],
  },
  {
    name: 'Sophie Tran',
    jobTitle: 'Training Coordinator',
    department: 'Training',
    region: 'au',
    palette: 'sand',
    bio: 'Sophie schedules our public and private courses across Australia, from Perth to Brisbane, and makes sure every attendee has what they need before day one.',
    expertise: [PRODUCT.strataTraining, PRODUCT.fathomTraining],
    skills: [
      ['Course planning', 1],
      ['Strata BIM', 4],
    ],
  },
  {
    name: 'Ben Okafor',
    jobTitle: 'Mechanical Applications Engineer',
    department: 'Technical Services',
    region: 'au',
    palette: 'bush',
    bio: 'Ben designed mining equipment in Perth before moving into software. He supports Fathom Mechanical customers and teaches our Essentials course.',
    expertise: [PRODUCT.fathomMechanical, PRODUCT.fathomTraining, PRODUCT.keaOrbit],
    skills: [
      ['Fathom Mechanical', 1],
      ['Sheet metal', 1],
      ['Fathom Simulate', 3],
    ],
  },
  {
    name: 'Isla Morgan',
    jobTitle: 'Support Team Lead',
    department: 'Support',
    region: 'nz',
    palette: 'sea',
    bio: 'Isla leads the support desk in Christchurch. If you have called us with a licensing problem in the last five years, there is a good chance she fixed it.',
    expertise: [PRODUCT.supportPlus, PRODUCT.strataDraft, PRODUCT.strataBim],
    skills: [
      ['Licensing', 1],
      ['Strata Draft', 2],
      ['Network deployment', 2],
    ],
  },
  {
    name: 'Rangi Parata',
    jobTitle: 'Account Manager',
    department: 'Sales',
    region: 'nz',
    palette: 'clay',
    bio: 'Rangi looks after practices and manufacturers from Taupō north. Before Tasman CAD he ran the drawing office of a Tauranga engineering firm, so he knows what a deadline week feels like.',
    expertise: [PRODUCT.strataBim, PRODUCT.fathomMechanical, PRODUCT.harbourW7],
    skills: [
      ['Licensing and renewals', 1],
      ['Fathom Mechanical', 3],
    ],
  },
  {
    name: 'Jack Kowalski',
    jobTitle: 'Country Manager, Australia',
    department: 'Leadership',
    region: 'au',
    palette: 'harbour',
    bio: 'Jack opened our Sydney office in 2019 and leads the Australian team. He spent fifteen years in the design software channel and still enjoys a good product demo.',
    expertise: [PRODUCT.successPlan, PRODUCT.ridgelineReality],
    skills: [
      ['Partnerships', 1],
      ['Ridgeline Reality Capture', 3],
    ],
  },
];

const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z]+/g, '-');

/** Team member documents. */
export const teamDocs = (): Doc[] =>
  people.map((person) => {
    const id = slugOf(person.name);
    return doc(
      'teamMember',
      teamId(id),
      {
        title: person.name,
        bio: person.bio,
        profileImage: image(avatar(id, person.name, person.palette), `Avatar of ${person.name}`),
        jobTitle: person.jobTitle,
        email: `${id.replace('-', '.')}@tasmancad.example`,
        department: person.department,
        regions: refs([REGION[person.region]]),
        expertise: refs(person.expertise),
        coreCompetency: person.skills.map(([title, level]) => item({ title, level })),
      },
      '2025-03-01T00:00:00Z',
    );
  });
