/**
 * The header's account link(s) follow the stored user (SPEC §6) without React: a few lines over the
 * nanostores, included by the header with `<script>import '…/features/account/account-button.ts';</script>`.
 * Links are found by `data-account-link` (the visible text in a `data-account-label` child when the
 * link also holds an icon), or, until the header marks them, as the link inside `#account-slot`.
 * The store is persisted, so a sign-in in another tab updates this one too.
 */
import { $user } from '../store/account-stores.ts';
import { accountLink, type AccountLink } from './account-link.ts';

const LINKS = '[data-account-link], #account-slot a';

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

$user.subscribe((user) => { showAccountLink(accountLink(user)); });
