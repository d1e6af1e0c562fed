/** The zone promo validity is judged in, whatever the server's or browser's own zone. */
export const PROMO_TIME_ZONE = 'Pacific/Auckland';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in milliseconds (+13 h in NZ summer, +12 h in winter). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts['year'] ?? 0,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time on a date (`YYYY-MM-DD`) happens in a zone, correct across daylight
 * saving (found by Intl, so no zone table of our own). Throws a RangeError for a malformed date.
 */
export function zonedTime(date: string, hour: number, minute = 0, timeZone = PROMO_TIME_ZONE): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a date YYYY-MM-DD: "${date}"`);
  const wallClock = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute);
  // Guess with the offset at the wall-clock time read as UTC, then correct once with the offset at the guess.
  const guess = wallClock - zoneOffsetMs(wallClock, timeZone);
  const offset = zoneOffsetMs(guess, timeZone);
  return new Date(wallClock - offset);
}
