/**
 * The client store (docs/requirements.md#client-store): nanostores shared between islands. Persisted values live in
 * localStorage under `tasman:<name>` as JSON read back through the readers of stored-shapes.ts; search,
 * modal, form, page paths, initial load and cart state are in-memory atoms. Stores are named with a `$` (nanostores convention), so
 * `$region` holds the `region` of docs/requirements.md#client-store.
 *
 * On the server (island SSR) there is no localStorage: every store holds its default. Do not set
 * persisted stores during SSR; the fallback storage object would be shared between requests.
 */
import { atom } from 'nanostores';
import { DEFAULT_REGION } from '../../schemas/regions.ts';
import { unexpired } from './account-stores.ts';
import { persisted } from './persisted.ts';
import { readArrayOf, readCartLine, readContact, readRegionCode, readString, readWebOrder } from './stored-shapes.ts';
import type { CartLine, CartState, Contact, CurrentForm, RegionCode, SearchFacet, WebOrder } from './types.ts';

// --- persisted ---

export { $loggedInTime, $stayLoggedIn, $user } from './account-stores.ts';

/** The user's CRM contact; dropped on read with the user. */
export const $contact = persisted<Contact | undefined>('contact', undefined, unexpired(readContact));

/** The region the visitor browses (default nz). */
export const $region = persisted<RegionCode>('region', DEFAULT_REGION, readRegionCode);
/** Cart lines. */
export const $cart = persisted<CartLine[]>('cart', [], readArrayOf(readCartLine));
/** The user's web orders, newest first. */
export const $orders = persisted<WebOrder[]>('orders', [], readArrayOf(readWebOrder));
/** Ids of gated blogs whose form the user submitted. */
export const $requestedBlogs = persisted<string[]>('requestedBlogs', [], readArrayOf(readString));

// --- in memory only ---

/** Buy-now selections (licensing, service). */
export const $cartState = atom<CartState>({});
/** Paths visited in this page's life (the last one is where a failed load goes back to). */
export const $pagePaths = atom<string[]>([]);
/** The hosted-search query text. */
export const $searchQuery = atom<string>('');
/** The hosted-search facet filters. */
export const $searchFacet = atom<SearchFacet>({});
/** The id of the modal shown, if any. */
export const $modalShownId = atom<string | undefined>(undefined);
/** The form the right drawer shows, if any. */
export const $currentForm = atom<CurrentForm | undefined>(undefined);
/** True until the first page of the visit finished loading. */
export const $initialLoad = atom<boolean>(true);
