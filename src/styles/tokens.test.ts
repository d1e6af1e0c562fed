import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The custom properties declared in the first rule whose selector list contains `selector`. */
function theme(selector: string): Record<string, string> {
  const rule = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, selectors]) =>
    selectors
      ?.split(',')
      .map((s) => s.trim())
      .includes(selector),
  );
  if (!rule?.[2]) throw new Error(`no rule for ${selector}`);
  const pairs = [...rule[2].matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map(
    ([, name = '', value = '']): [string, string] => [name, value],
  );
  return Object.fromEntries(pairs);
}

const luminance = (hex: string): number => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

const TEXT_PAIRS = [
  ['--color-text', '--color-bg'],
  ['--color-text', '--color-surface'],
  ['--color-muted', '--color-bg'],
  ['--color-muted', '--color-surface'],
  ['--color-primary', '--color-bg'],
  ['--color-primary', '--color-surface'],
  ['--color-primary-contrast', '--color-primary'],
  ['--color-primary-contrast', '--color-primary-hover'],
  ['--color-accent', '--color-bg'],
  ['--color-accent', '--color-surface'],
  ['--color-primary-contrast', '--color-accent'],
  ['--color-error', '--color-bg'],
  ['--color-error', '--color-surface'],
  ['--color-primary-contrast', '--color-error'],
  ['--color-success', '--color-bg'],
  ['--color-success', '--color-surface'],
  ['--color-primary-contrast', '--color-success'],
] as const;
const UI_PAIRS = [
  ['--color-border', '--color-bg'],
  ['--color-border', '--color-surface'],
  ['--color-focus', '--color-bg'],
  ['--color-focus', '--color-surface'],
] as const;

describe.each([["[data-theme='light']"], ["[data-theme='dark']"]])('design tokens %s', (selector) => {
  const colours = theme(selector);

  it.each(TEXT_PAIRS)('%s on %s meets WCAG AA for text (4.5:1)', (fg, bg) => {
    expect(contrast(colours[fg] ?? '', colours[bg] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s on %s meets WCAG AA for UI parts (3:1)', (fg, bg) => {
    expect(contrast(colours[fg] ?? '', colours[bg] ?? '')).toBeGreaterThanOrEqual(3);
  });
});
