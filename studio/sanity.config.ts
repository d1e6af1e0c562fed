/**
 * The Studio: the site's content model, a desk editors find their way in, and the Presentation tool
 * showing the site's preview beside the document. Settings come from SANITY_STUDIO_* variables
 * (studio/.env.example); docs/content-model.md "For editors" explains them.
 */
import { defineConfig, type DocumentActionComponent } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { presentation } from './presentation.ts';
import { schemaTypes, SINGLETON_TYPES } from './schema/index.ts';
import { studioSettings } from './settings.ts';
import { structure } from './structure.ts';

const settings = studioSettings(process.env);
/** What an editor may do to the one site configuration: edit and publish, never delete or duplicate it. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Tasman CAD',
  projectId: settings.projectId,
  dataset: settings.dataset,
  plugins: [structureTool({ structure }), presentationTool(presentation(settings))],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType)),
  },
  document: {
    actions: (actions: DocumentActionComponent[], { schemaType }) =>
      SINGLETON_TYPES.has(schemaType)
        ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : actions,
    newDocumentOptions: (items) => items.filter(({ templateId }) => !SINGLETON_TYPES.has(templateId)),
  },
});
