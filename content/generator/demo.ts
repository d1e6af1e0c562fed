/** The demo dataset: every document of the invented reseller Tasman CAD, in a stable order. */
import type { Doc } from './build.ts';
import { blogDocs, categoryDocs } from './blogs.ts';
import { imageAssetDocs } from './images.ts';
import { industryDocs } from './industries.ts';
import { pageDocs } from './pages.ts';
import { productDoc } from './product-kit.ts';
import { otherProducts } from './products-other.ts';
import { softwareProducts } from './products-software.ts';
import { redirectDocs } from './redirects.ts';
import { siteConfigDoc } from './site-config.ts';
import { formDocs, regionDocs } from './site.ts';
import { teamDocs } from './team.ts';
import { courseDocs } from './training.ts';

/** Build the demo documents (image assets last: they are registered while the others are built). */
export function demoDocuments(): Doc[] {
  const documents = [
    siteConfigDoc(),
    ...regionDocs(),
    ...formDocs(),
    ...pageDocs(),
    ...[...softwareProducts, ...otherProducts].map(productDoc),
    ...industryDocs(),
    ...categoryDocs(),
    ...blogDocs(),
    ...teamDocs(),
    ...courseDocs(),
    ...redirectDocs(),
  ];
  return [...documents, ...imageAssetDocs()];
}
