/**
 * What each /app screen looks like before its code and the visitor's state are here: its
 * heading and the rough shape of what a visitor who is signed out, with an empty cart, will see. The
 * server renders this (pages/app) and the island keeps showing it until the screen is ready, so the
 * screen fills space that is already there instead of pushing the footer down. Pure, so the page, the
 * island and the tests read one table; the headings are the screens' own (screens/*.tsx).
 */
import type { ScreenKey } from './screen-routes.ts';

/** One placeholder row: a line of text, a labelled field, or a button. */
export type ShellBlock = 'line' | 'field' | 'button';

export interface ScreenShellSpec {
  heading: string;
  /** The login-style screens are narrow (app.css `.app-screen--narrow`). */
  narrow: boolean;
  blocks: readonly ShellBlock[];
}

const repeat = (block: ShellBlock, count: number): ShellBlock[] => Array.from({ length: count }, () => block);

export const SCREEN_SHELLS: Readonly<Record<ScreenKey, ScreenShellSpec>> = {
  login: { heading: 'Login', narrow: true, blocks: ['field', 'field', 'line', 'button', 'line', 'button', 'line'] },
  register: { heading: 'Register', narrow: false, blocks: [...repeat('field', 8), 'button'] },
  account: { heading: 'Your account', narrow: false, blocks: ['line', 'line', 'line', 'line', 'button'] },
  details: { heading: 'Your details', narrow: false, blocks: [...repeat('field', 8), 'button'] },
  orders: { heading: 'Your orders', narrow: false, blocks: ['line', 'line'] },
  cart: { heading: 'Your cart', narrow: false, blocks: ['line', 'button'] },
  checkout: { heading: 'Checkout', narrow: false, blocks: ['line', 'button'] },
  webOrder: { heading: 'Review your order', narrow: false, blocks: ['line', 'button'] },
  thankYou: { heading: 'Thank you for your order', narrow: false, blocks: ['line', 'line', 'button'] },
  resetPassword: { heading: 'Choose a new password', narrow: true, blocks: ['field', 'field', 'button'] },
  notFound: { heading: 'Page not found', narrow: false, blocks: ['line', 'line'] },
};
