import { describe, expect, it, vi } from 'vitest';
import { isPrerendering, refreshWhenShown, whenShown } from './when-shown.ts';

/** A document as a prerendered page has it, until the browser shows it. */
function prerenderedDocument(): { document: Document; show: () => void } {
  const target = Object.assign(new EventTarget(), { prerendering: true });
  return {
    document: target as unknown as Document,
    show: () => {
      target.prerendering = false;
      target.dispatchEvent(new Event('prerenderingchange'));
    },
  };
}
const shownDocument = (): Document => Object.assign(new EventTarget(), { prerendering: false }) as unknown as Document;

describe('whenShown', () => {
  it('runs at once on a page being looked at (and where the browser knows no prerendering)', () => {
    const action = vi.fn();
    whenShown(action, shownDocument());
    whenShown(action, new EventTarget() as unknown as Document);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('runs at once where there is no document (the server, unit tests)', () => {
    const action = vi.fn();
    whenShown(action, undefined);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('waits on a prerendered page until it is shown, then runs once', () => {
    const { document, show } = prerenderedDocument();
    const action = vi.fn();
    whenShown(action, document);
    expect(isPrerendering(document)).toBe(true);
    expect(action).not.toHaveBeenCalled();
    show();
    show();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('refreshes a prerendered page when shown, and a shown page never again', () => {
    const { document, show } = prerenderedDocument();
    const refresh = vi.fn();
    refreshWhenShown(refresh, document);
    refreshWhenShown(refresh, shownDocument());
    expect(refresh).not.toHaveBeenCalled();
    show();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
