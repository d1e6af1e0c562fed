/**
 * The JSON a page carries for its drawer (FormDrawers.astro writes it, the drawer reads it): kept
 * apart from drawer.ts so the click listener every such page loads does not carry zod.
 */
import * as z from 'zod/mini';
import type { PublicForm } from './public-form.ts';

/** The forms a page can open in its drawer, as FormDrawers.astro writes them. */
export const drawerDataSchema = z.object({
  forms: z.array(
    z.object({
      _id: z.string(),
      title: z.optional(z.string()),
      formDescription: z.optional(z.string()),
      submitLabel: z.string(),
      successMessage: z.string(),
      hubspotHiddenFieldValue: z.optional(z.string()),
      fields: z.array(
        z.object({
          name: z.string(),
          label: z.string(),
          type: z.enum(['text', 'email', 'tel', 'textarea', 'select', 'checkbox']),
          required: z.boolean(),
          options: z.array(z.string()),
        }),
      ),
    }),
  ),
  /** siteConfig.agencyEnquiryForm, opened by `data-open-enquiry`. */
  enquiryFormId: z.optional(z.string()),
  /** The page's product: what an enquiry is about when its opener does not say. */
  product: z.optional(z.string()),
});
export type DrawerData = z.infer<typeof drawerDataSchema>;

/** The drawer data of a page: the forms it may open, the enquiry form's id and the page's product. */
export const drawerDataOf = (
  forms: readonly PublicForm[],
  enquiryFormId: string | undefined,
  product: string | undefined,
): DrawerData => ({ forms: [...forms], ...(enquiryFormId ? { enquiryFormId } : {}), ...(product ? { product } : {}) });
