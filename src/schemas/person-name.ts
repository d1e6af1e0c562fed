/**
 * A person's name as an account holds it: one line, trimmed, at most 100 characters. The name
 * goes into the greeting of mails sent to any address typed at sign-up, so it must not carry line breaks
 * or a paragraph of someone's own text.
 */
import { textProblem } from './safe-text.ts';

/** Longest name an account may have. */
export const PERSON_NAME_MAX_LENGTH = 100;

export const PERSON_NAME_MESSAGE = `Please enter your name on one line, in at most ${PERSON_NAME_MAX_LENGTH} characters.`;

/** The name trimmed, or the message saying why it cannot be one. */
export function checkPersonName(name: string): { name: string } | { message: string } {
  const trimmed = name.trim();
  if (trimmed.length > PERSON_NAME_MAX_LENGTH || textProblem(trimmed) !== undefined)
    return { message: PERSON_NAME_MESSAGE };
  return { name: trimmed };
}
