/**
 * The script that runs ahead of a static screen, before the page paints (static-screens.ts): it marks
 * <html> with `attribute`="stored" when the address has a query, or when a key holds a text whose hash
 * is not one of its server hashes; storage that throws reads as nothing stored, as the stores read it,
 * and any other failure marks the page too (the shell and the app at once are always right).
 *
 * The page carries this function inline, as the bundler compiled it (`String(markWhenStateDiffers)`),
 * called with the keys and the hash function: a script file or a module would run only after the first
 * paint. So it must stay self-contained: nothing but its parameters and the browser's built-ins.
 */
export function markWhenStateDiffers(
  keys: ReadonlyArray<readonly [key: string, ...serverHashes: (string | null)[]]>,
  attribute: string,
  hash: (text: string) => string,
): void {
  try {
    if (location.search !== '' && location.search !== '?') throw new Error('the address has a query');
    for (const [name, ...serverHashes] of keys) {
      let text: string | null;
      try {
        text = localStorage.getItem(name);
      } catch {
        text = null;
      }
      if (!serverHashes.includes(text === null ? null : hash(text))) throw new Error(`${name} changed`);
    }
  } catch {
    document.documentElement.setAttribute(attribute, 'stored');
  }
}
