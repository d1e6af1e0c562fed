/** Document ids shared between modules (a typo here fails the reference check in check.ts). */

export const PRODUCT = {
  strataBim: 'product-strata-bim',
  strataDraft: 'product-strata-draft',
  kestrelCivil: 'product-kestrel-civil',
  fathomMechanical: 'product-fathom-mechanical',
  fathomSimulate: 'product-fathom-simulate',
  ridgelineReality: 'product-ridgeline-reality',
  conduitMep: 'product-conduit-mep',
  harbourW7: 'product-harbour-w7-workstation',
  keaOrbit: 'product-kea-orbit',
  harbourPlotter: 'product-harbour-lf36-plotter',
  bimImplementation: 'product-bim-implementation',
  supportPlus: 'product-support-plus',
  strataTraining: 'product-strata-bim-fundamentals',
  fathomTraining: 'product-fathom-mechanical-essentials',
  freight: 'product-drop-ship-freight',
  successPlan: 'product-technical-success-plan',
  bimConsulting: 'product-bim-strategy-consulting',
} as const;

export const INDUSTRY = {
  architecture: 'industry-architecture',
  civil: 'industry-civil-infrastructure',
  productDesign: 'industry-product-design',
  buildingServices: 'industry-building-services',
  surveying: 'industry-surveying-geospatial',
} as const;

export const PAGE = {
  home: 'page-home',
  homeNz: 'page-home-nz',
  homeAu: 'page-home-au',
  aboutUs: 'page-about-us',
  aboutUsNz: 'page-about-us-nz',
  aboutUsAu: 'page-about-us-au',
  getInTouch: 'page-get-in-touch',
  getInTouchNz: 'page-get-in-touch-nz',
  getInTouchAu: 'page-get-in-touch-au',
  privacy: 'page-privacy',
  terms: 'page-standard-terms-and-conditions',
  knowledgeHub: 'page-knowledge-hub',
  products: 'page-products',
  platformTechnical: 'page-platform-technical',
  platformFeatures: 'page-platform-features',
  ourTeam: 'page-our-team',
  services: 'page-services',
  training: 'page-services-training',
  selfDirected: 'page-services-self-directed-training',
  productSupport: 'page-services-product-support',
  implementation: 'page-services-implementation',
  bimConsulting: 'page-services-bim-consulting',
  manufacturing: 'page-manufacturing',
  construction: 'page-construction',
} as const;

export const CATEGORY = {
  bim: 'blog-category-bim-and-architecture',
  civil: 'blog-category-civil-and-infrastructure',
  manufacturing: 'blog-category-design-and-manufacturing',
  workflow: 'blog-category-tips-and-workflows',
} as const;

export const blogId = (slug: string): string => `blog-${slug}`;
export const teamId = (slug: string): string => `team-${slug}`;
