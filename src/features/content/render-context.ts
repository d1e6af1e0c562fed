import type { Editable } from './edit-targets.ts';
import type { DocumentProblem, RegionCode } from './schemas/index.ts';
import type { SiteContent } from './site-content.ts';

/** What every template, block and component needs to render one page. */
export interface RenderContext {
  content: SiteContent;
  /** The region the page belongs to (`/au/...`); undefined on global pages. */
  region?: RegionCode | undefined;
  /** The page's own path, with leading and trailing slash. */
  path: string;
  /** The document the page shows, if any (excluded from "related" lists). */
  currentId?: string | undefined;
  /** Every path the site serves (prerendered and on-demand content paths). */
  knownPaths: ReadonlySet<string>;
  /** Set when an editor previews drafts (/preview/<id>): the page gets the live-preview bar and is never indexed. */
  preview?: PreviewState | undefined;
  /**
   * Set only when an editor previews drafts: blocks and text fields then carry click-to-edit
   * attributes (edit-targets.ts). Published renders never have it, so their HTML is unchanged.
   */
  editable?: Editable | undefined;
}

/** What the preview chrome needs: the previewed document and what is wrong with it. */
export interface PreviewState {
  documentId: string;
  /** Each bad field of the previewed document, for the editors' panel. */
  problems: readonly DocumentProblem[];
}
