/**
 * Styles of on-demand overlays and islands (cart drawer and contents, region dialog, the /app's
 * register prompt): Astro collects CSS only from the static imports of a page's islands and scripts,
 * so a module loaded with `import()` brings its CSS as a string (`?inline`) and adds it to <head>
 * once, when it is first used.
 */

/** Add `css` to the document under `id`, unless already there (nothing on the server). */
export function injectStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
