/**
 * The header's account link(s) follow the stored user (docs/requirements.md#who-may-do-what) without React and without the store:
 * started by the layout's one script (layouts/site-script.ts), it
 * reads localStorage's raw texts for display (stored-account-label.ts), so a content page loads no zod.
 * Links are found by `data-account-link` (the visible text in a `data-account-label` child when the
 * link also holds an icon), or, until the header marks them, as the link inside `#account-slot`.
 * It follows a sign-in or sign-out in this tab (ACCOUNT_CHANGE_EVENT, dispatched by the account
 * store), in another tab (`storage`), a page restored from the back/forward cache, and a prerendered
 * page when it is shown.
 */
import { ACCOUNT_CHANGE_EVENT, ACCOUNT_STORAGE_KEYS } from '../../lib/store/account-keys.ts';
import { refreshWhenShown } from '../speculation/when-shown.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import type { AccountLink } from './account-link.ts';
import { storedAccountLink } from './stored-account-label.ts';

const LINKS = '[data-account-link], #account-slot a';
const KEYS: readonly string[] = Object.values(ACCOUNT_STORAGE_KEYS);

/** Put `text` where the link's label is: its label child, else its last text, else at its end. */
function setLabel(anchor: HTMLAnchorElement, text: string): void {
  const label = anchor.querySelector('[data-account-label]');
  if (label) {
    label.textContent = text;
    return;
  }
  const texts = [...anchor.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  const last = texts.at(-1);
  if (last) last.textContent = text;
  else anchor.append(text);
}

/** Show `link` on every account link of the page. */
export function showAccountLink(link: AccountLink, root: ParentNode = document): void {
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>(LINKS)) {
    setLabel(anchor, link.label);
    anchor.href = link.href;
  }
}

/** The link for what is stored now. */
function storedLink(): AccountLink {
  const storage = browserStorage();
  return storedAccountLink(
    {
      user: storage?.getItem(ACCOUNT_STORAGE_KEYS.user),
      stayLoggedIn: storage?.getItem(ACCOUNT_STORAGE_KEYS.stayLoggedIn),
      loggedInTime: storage?.getItem(ACCOUNT_STORAGE_KEYS.loggedInTime),
    },
    Date.now(),
  );
}

const refresh = (): void => {
  showAccountLink(storedLink());
};

refresh();
window.addEventListener(ACCOUNT_CHANGE_EVENT, refresh);
window.addEventListener('storage', (event) => {
  if (event.key === null || KEYS.includes(event.key)) refresh();
});
window.addEventListener('pageshow', (event) => {
  if (event.persisted) refresh();
});
// A prerendered page read the stored user before the visitor came: read it again when shown.
refreshWhenShown(refresh);
