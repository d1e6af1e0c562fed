/**
 * The video block's facade (Video.astro): a click swaps the plain link for the player, so nothing
 * third-party loads before a person asks. A module of its own so that gated success content, which
 * arrives after the page loaded (GatedBlog.astro), gets the same behaviour; listening once per page.
 */
let listening = false;

/** Swap a facade (`a[data-video-embed]`) for its player on a plain left click, anywhere in `doc`. */
export function listenForVideoFacades(doc: Document): void {
  if (listening) return;
  listening = true;
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const facade = event.target.closest<HTMLAnchorElement>('a[data-video-embed]');
    if (!facade || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const { videoEmbed, videoTitle } = facade.dataset;
    if (!videoEmbed) return;
    event.preventDefault();
    const iframe = doc.createElement('iframe');
    iframe.src = videoEmbed;
    iframe.title = videoTitle ?? 'Video';
    iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
    iframe.allowFullscreen = true;
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    facade.replaceWith(iframe);
    iframe.focus();
  });
}
