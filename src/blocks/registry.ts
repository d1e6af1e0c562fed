/**
 * The block registry: an Astro component for each block `_type` (types that differ only in their look
 * share one: CardList renders cardDeck and cardGrid). The mapped type makes a missing or
 * mistyped entry a type error, so every type in `blockSchemas` has its component.
 */
import type { EditTarget } from '../features/content/edit-targets.ts';
import type { RenderContext } from '../features/content/render-context.ts';
import {
  isKnownBlockType,
  type Block,
  type BlockOf,
  type BlockType,
  type KnownBlock,
} from '../features/content/schemas/index.ts';
import BlogTypeListing from './BlogTypeListing.astro';
import CallToAction from './CallToAction.astro';
import CardList from './CardList.astro';
import CompareTable from './CompareTable.astro';
import DetailedAccordion from './DetailedAccordion.astro';
import FullWidthImage from './FullWidthImage.astro';
import ImageSlider from './ImageSlider.astro';
import ImageTextColumn from './ImageTextColumn.astro';
import ImageWithMeta from './ImageWithMeta.astro';
import IndustriesPreview from './IndustriesPreview.astro';
import InfoGrid from './InfoGrid.astro';
import ProductsPreview from './ProductsPreview.astro';
import RelatedBlogs from './RelatedBlogs.astro';
import RichText from './RichText.astro';
import TeamPreview from './TeamPreview.astro';
import Text from './Text.astro';
import Timeline from './Timeline.astro';
import TrainingCatalogue from './TrainingCatalogue.astro';
import Video from './Video.astro';

/** What every block component takes: its block, the page's render context and its position on the page. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  ctx: RenderContext;
  /** 0 for the page's first block (a hero there loads its image eagerly). */
  index?: number | undefined;
  /** The block in its document, for click-to-edit attributes; only in an editor's preview. */
  edit?: EditTarget | undefined;
}

type BlockComponent<T extends BlockType> = (props: BlockProps<T>) => unknown;

export const blockComponents: { readonly [T in BlockType]: BlockComponent<T> } = {
  text: Text,
  imageWithMeta: ImageWithMeta,
  fullWidthImage: FullWidthImage,
  video: Video,
  imageTextColumn: ImageTextColumn,
  infoGrid: InfoGrid,
  detailedAccordion: DetailedAccordion,
  timeline: Timeline,
  callToAction: CallToAction,
  industriesPreview: IndustriesPreview,
  relatedBlogs: RelatedBlogs,
  teamPreview: TeamPreview,
  compareTable: CompareTable,
  cardDeck: CardList,
  blogTypeListing: BlogTypeListing,
  productsPreview: ProductsPreview,
  cardGrid: CardList,
  imageSlider: ImageSlider,
  trainingCatalogue: TrainingCatalogue,
  richText: RichText,
};

/** A block the site can render with its component, or undefined for an unknown (or invalid) block. */
export function blockComponentFor(
  block: Block,
):
  | ((props: {
      block: KnownBlock;
      ctx: RenderContext;
      index?: number | undefined;
      edit?: EditTarget | undefined;
    }) => unknown)
  | undefined {
  if ('unknown' in block || !isKnownBlockType(block._type)) return undefined;
  // The block's `_type` picks the component made for that type (the mapped type above keeps them paired).
  return blockComponents[block._type] as (props: {
    block: KnownBlock;
    ctx: RenderContext;
    index?: number | undefined;
    edit?: EditTarget | undefined;
  }) => unknown;
}
