/**
 * The JSON text of a kept (frozen) search answer, written once: the engine hands the same answer object to
 * every identical search, and an answer is tens of kB of text (writing it again was a sixth of a repeated
 * search's time). Its length is also what the engine counts a kept answer's bytes by (embedded.ts).
 */
const texts = new WeakMap<object, string>();

/** JSON.stringify of `value`, remembered for as long as a frozen value lives. */
export function jsonText(value: object): string {
  let text = texts.get(value);
  if (text === undefined && Object.isFrozen(value)) texts.set(value, (text = JSON.stringify(value)));
  return text ?? JSON.stringify(value);
}
