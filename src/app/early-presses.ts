/**
 * The inline script that runs ahead of a static screen (static-screens.ts), before any module: the
 * server's screen can be pressed as soon as it paints, while the boot script (boot.ts) may still be
 * loading on a slow connection or a busy phone, and a press then must not be lost.
 *
 * A quantity's − or + steps the server's field at once, as typing would: the app takes the number over
 * as typed (carry-over.ts) and applies its own rules to it (a step past 100 snaps back with the app's
 * message), and several presses count as several. Any other button's press is kept, unanswered, until
 * the boot script takes it (`takeEarlyPresses`) and holds it with the later ones. Links and submits
 * stay the browser's: they work without JavaScript (the login form posts to the server), which is also
 * what a visitor gets when the boot script never arrives.
 *
 * The page carries this function inline, as the bundler compiled it (`String(holdEarlyPresses)`), so it
 * must stay self-contained: nothing but its parameters and the browser's built-ins.
 */
export function holdEarlyPresses(screenSelector: string, stepAttribute: string, takeName: string): void {
  const kept: Event[] = [];
  let taken = false;
  const onPress = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(screenSelector)) return;
    const button = target.closest('button');
    if (!button || button.type === 'submit') return;
    const step = Number(button.getAttribute(stepAttribute));
    const controls = button.parentElement;
    const field = controls?.querySelector('input');
    if (step && field) {
      event.preventDefault();
      const current = Number.parseInt(field.value, 10);
      const next = Math.max(1, (Number.isInteger(current) ? current : 1) + step);
      field.value = String(next);
      const decrease = controls?.querySelector<HTMLButtonElement>(`[${stepAttribute}="-1"]`);
      if (decrease) decrease.disabled = next <= 1;
      return;
    }
    if (taken) return;
    event.preventDefault();
    kept.push(event);
  };
  document.addEventListener('click', onPress, true);
  Object.defineProperty(window, takeName, {
    configurable: true,
    value: (): Event[] => {
      taken = true;
      return kept.splice(0);
    },
  });
}

/** The global the inline script leaves for boot.ts: the presses kept so far, after which it keeps none. */
export const TAKE_EARLY_PRESSES = '__tasmanTakeEarlyPresses';

/** The presses made before the boot script ran (none when the inline script did not run). */
export function takeEarlyPresses(): Event[] {
  const take = (window as unknown as Record<string, unknown>)[TAKE_EARLY_PRESSES];
  return typeof take === 'function' ? (take as () => Event[])() : [];
}
