/**
 * A screen before it is ready: its heading and placeholders of the screen's shape, with 'Fetching
 * resources...' (docs/requirements.md#messages) for assistive tech. Rendered as HTML by the server (no JavaScript) and by the
 * island while it loads, the same markup both times, so nothing moves when the island takes over.
 */
import { SCREEN_SHELLS } from './screen-shells.ts';
import type { ScreenKey } from './screen-routes.ts';

export function ScreenShell({ screen }: { screen: ScreenKey }) {
  const { heading, narrow, blocks } = SCREEN_SHELLS[screen];
  return (
    <section className={narrow ? 'app-screen app-screen--narrow' : 'app-screen'} aria-busy="true">
      <h1 className="app-screen__heading">{heading}</h1>
      <p role="status" className="app-shell__status">
        Fetching resources...
      </p>
      <div className="app-skeleton" aria-hidden="true">
        {blocks.map((block, index) => (
          <span key={index} className={`app-skeleton__${block}`} />
        ))}
      </div>
    </section>
  );
}
