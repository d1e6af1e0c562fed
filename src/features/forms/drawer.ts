/**
 * The right drawer's openers (docs/requirements.md#screen-elements formDrawer / enquireDrawer), framework-free so a page ships
 * only this listener until someone asks for a form: any element with `data-open-form="<form _id>"`
 * opens that form; `data-open-enquiry` opens siteConfig's agency enquiry form about the opener's
 * `data-product-title`, or else the page's product (FormDrawers' `product`). React and the drawer
 * load on the first click (or hover, to warm it). Openers should be links to a page with the form,
 * so they still work without JavaScript.
 */

/** Elements that open the drawer. */
export const DRAWER_OPENERS = '[data-open-form], [data-open-enquiry]';
/** Id of the JSON the page carries for the drawer (forms, enquiry form id). */
export const DRAWER_DATA_ID = 'form-drawer-data';

/** What an opener asks for. */
export interface DrawerRequest {
  formId: string;
  /** The product title, preset in the enquiry form's `product` field. */
  product?: string | undefined;
}

/** What the page's drawer JSON says about enquiries (FormDrawers.astro). */
export interface EnquiryDefaults {
  /** siteConfig.agencyEnquiryForm. */
  enquiryFormId?: string | undefined;
  /** The page's product, for openers without `data-product-title`. */
  product?: string | undefined;
}

/** The request of an opener element, or undefined when it names no form. */
export function drawerRequestOf(element: HTMLElement, defaults: EnquiryDefaults): DrawerRequest | undefined {
  const { openForm, openEnquiry, productTitle } = element.dataset;
  if (openForm) return { formId: openForm };
  if (openEnquiry === undefined || !defaults.enquiryFormId) return undefined;
  const product = productTitle || defaults.product;
  return product ? { formId: defaults.enquiryFormId, product } : { formId: defaults.enquiryFormId };
}

/** The drawer module, loaded on demand. */
export interface DrawerModule {
  openFormDrawer: (request: DrawerRequest, opener: HTMLElement) => void;
}

/** A click that means "open in a new tab/window" on a link is left to the browser. */
const wantsNewContext = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The enquiry defaults the page carries, read without zod (this listener stays small). */
function enquiryDefaultsOf(doc: Document): EnquiryDefaults {
  try {
    const raw = JSON.parse(doc.getElementById(DRAWER_DATA_ID)?.textContent ?? '{}') as Record<string, unknown>;
    return { enquiryFormId: text(raw['enquiryFormId']), product: text(raw['product']) };
  } catch {
    return {};
  }
}

/**
 * Listens for clicks on openers anywhere in `doc` (openers added later included). `load` imports the
 * drawer; if it fails, a link opener is followed as a plain link.
 */
export function installDrawerOpeners(doc: Document, load: () => Promise<DrawerModule>): void {
  const defaults = enquiryDefaultsOf(doc);
  const openerOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(DRAWER_OPENERS) : null;

  doc.addEventListener('click', (event) => {
    const opener = openerOf(event.target);
    if (!opener || (opener instanceof HTMLAnchorElement && wantsNewContext(event))) return;
    const request = drawerRequestOf(opener, defaults);
    if (!request) return;
    event.preventDefault();
    load()
      .then((drawer) => drawer.openFormDrawer(request, opener))
      .catch((error: unknown) => {
        console.error('forms: the drawer could not load', error);
        if (opener instanceof HTMLAnchorElement && opener.href) doc.location.assign(opener.href);
      });
  });
  // Start loading when a pointer or the keyboard reaches an opener, so the click opens at once.
  const warm = (event: Event) => {
    if (openerOf(event.target)) load().catch(() => undefined);
  };
  doc.addEventListener('pointerover', warm, { passive: true });
  doc.addEventListener('focusin', warm);
}
