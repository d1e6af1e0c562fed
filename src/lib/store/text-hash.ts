/**
 * A short hash of a stored text, to tell whether localStorage still holds the text a server render was
 * made from (the cart's cookie mirror carries the hash of the stored cart's text beside the
 * lines it shows, features/cart/cart-cookie.ts; /app's inline script hashes localStorage's text and
 * compares, app/static-screens.ts). It only detects staleness, never tampering: a changed cookie
 * changes only what its own browser shows before the app renders from localStorage.
 *
 * FNV-1a, 32 bits, over UTF-16 code units, in base 36 (1-7 characters). The inline script carries this
 * very function as source (`String(storedTextHash)`), so it must stay self-contained: no reference to
 * anything outside its body but the built-ins.
 */
export function storedTextHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The shape of storedTextHash's answer, for readers of a hash anyone could send. */
export const STORED_TEXT_HASH_PATTERN = /^[0-9a-z]{1,7}$/;
