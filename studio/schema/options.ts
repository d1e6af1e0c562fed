/** Option lists the site's content contract fixes (the values the site reads, with editors' titles). */

export const blogTypeOptions = [
  { title: 'Article', value: 'read' },
  { title: 'Webinar', value: 'watch' },
  { title: 'White paper', value: 'download' },
  { title: 'Video', value: 'video' },
  { title: 'How to', value: 'howTo' },
];

export const productCategoryOptions = ['Software', 'Hardware', 'Services', 'Training', 'Freight', 'CTS', 'Consulting'];

export const pageTemplateOptions = [
  { title: 'Home', value: 'home' },
  { title: 'Contact', value: 'contact' },
  { title: 'Legal', value: 'legal' },
  { title: 'Our team', value: 'ourTeam' },
  { title: 'Services', value: 'services' },
  { title: 'Knowledge hub', value: 'knowledgeHub' },
  { title: 'All products', value: 'allProducts' },
  { title: 'Technical', value: 'technical' },
  { title: 'Features', value: 'features' },
  { title: 'Generic', value: 'generic' },
];

export const currencyOptions = ['NZD', 'AUD', 'USD'];
