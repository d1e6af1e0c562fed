/**
 * Moving from a static screen (the server's HTML, static-screens.ts) to the live one the app rendered
 * beside it (mount.tsx): both come from the same components in the same state, so their fields carry
 * the same names and their buttons and forms come in the same order. What the visitor typed or checked
 * is carried over as input (so the forms' state sees it), focus and the caret move to the same field,
 * and a press or submit that was held (boot.ts) is replayed on the live control.
 */

/** A press on the static screen's `index`-th button or link, or a submit of its `index`-th form. */
export interface HeldAction {
  kind: 'click' | 'link' | 'submit';
  index: number;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input, textarea, select';

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** A field's counterpart: same name, else same explicit id (useId's ids differ between the two renders). */
function counterpart(field: Field, live: Element): Field | undefined {
  const candidates = [...live.querySelectorAll(FIELDS)].filter(isField);
  return (
    (field.name ? candidates.find((other) => other.name === field.name) : undefined) ??
    (field.id ? candidates.find((other) => other.id === field.id) : undefined)
  );
}

/** Sets a value as typing does, through the element's own setter, so React's onChange sees it. */
function typeValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The caret of a text field, where the field has one (email and number inputs do not). */
function caretOf(field: Field): [number, number] | undefined {
  try {
    if (field instanceof HTMLSelectElement) return undefined;
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? undefined : [selectionStart, selectionEnd];
  } catch {
    return undefined;
  }
}

/** Copies values, checks and focus from the static screen to the live one (which must be visible). */
export function carryOver(
  fromStatic: Element,
  live: Element,
  activeElement: Element | null = document.activeElement,
): void {
  for (const field of [...fromStatic.querySelectorAll(FIELDS)].filter(isField)) {
    const other = counterpart(field, live);
    if (!other) continue;
    if (isChoice(field)) {
      if (other instanceof HTMLInputElement && other.checked !== field.checked) other.click();
    } else if (other.value !== field.value) {
      typeValue(other, field.value);
    }
  }
  if (!activeElement || !fromStatic.contains(activeElement)) return;
  if (isField(activeElement)) {
    const other = counterpart(activeElement, live);
    if (!other) return;
    const caret = caretOf(activeElement);
    other.focus({ preventScroll: true });
    if (caret && !(other instanceof HTMLSelectElement)) {
      try {
        other.setSelectionRange(caret[0], caret[1]);
      } catch {
        /* no caret on this input type */
      }
    }
    return;
  }
  const kind = activeElement.tagName.toLowerCase();
  const index = [...fromStatic.querySelectorAll(kind)].indexOf(activeElement);
  const match = live.querySelectorAll(kind)[index];
  if (match instanceof HTMLElement) match.focus({ preventScroll: true });
}

/** Replays held presses and submits on the live screen, in the order they happened. */
export function replay(held: readonly HeldAction[], live: Element): void {
  for (const action of held) {
    if (action.kind === 'click') {
      const button = live.querySelectorAll('button')[action.index];
      if (button instanceof HTMLButtonElement) button.click();
    } else if (action.kind === 'link') {
      const link = live.querySelectorAll('a')[action.index];
      if (link instanceof HTMLAnchorElement) link.click();
    } else {
      const form = live.querySelectorAll('form')[action.index];
      if (form instanceof HTMLFormElement) form.requestSubmit();
    }
  }
}
