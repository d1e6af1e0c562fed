/**
 * Durations an operator writes in the environment (OUTBOX_GIVE_UP_AFTER, SHUTDOWN_TIMEOUT): a whole
 * number and a unit, `4s`, `10m`, `24h` (also `500ms`, `2d`). Pure.
 */
import { z } from 'zod';

const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const PATTERN = /^(\d{1,9})\s*(ms|s|m|h|d)$/;

/** The milliseconds of `text`, or undefined when it is not a duration such as `4s`, `10m` or `24h`. */
export function parseDuration(text: string): number | undefined {
  const match = PATTERN.exec(text.trim().toLowerCase());
  if (!match?.[1] || !match[2]) return undefined;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** A duration for people: `4s`, `10m`, `24h`, the largest unit that divides it. */
export function formatDuration(ms: number): string {
  for (const unit of ['h', 'm', 's'] as const) {
    if (ms >= UNIT_MS[unit] && ms % UNIT_MS[unit] === 0) return `${ms / UNIT_MS[unit]}${unit}`;
  }
  return `${ms}ms`;
}

/** A zod schema for an optional duration variable: blank means `fallbackMs`; at least `minMs`. */
export function durationSetting(fallbackMs: number, minMs = 1): z.ZodType<number, unknown> {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .optional()
      .transform((text, context) => {
        if (text === undefined) return fallbackMs;
        const ms = parseDuration(text);
        if (ms === undefined) {
          context.addIssue({
            code: 'custom',
            message: `must be a duration such as 4s, 10m or 24h, got "${text.slice(0, 40)}"`,
          });
          return z.NEVER;
        }
        if (ms < minMs) {
          context.addIssue({ code: 'custom', message: `must be at least ${formatDuration(minMs)}` });
          return z.NEVER;
        }
        return ms;
      }),
  );
}
