/**
 * An event's date and time (a webinar's `date`, an ISO timestamp with offset) as the region writes it,
 * in the region's own time zone and named, so a reader knows which clock it is: NZ in en-NZ on
 * Pacific/Auckland time; AU in en-AU on Australia/Sydney time (AU has several zones; Sydney's, the
 * eastern states', is the one most AU customers keep). Every other page (global, prerendered without a
 * visitor region) uses the default region's, NZ (docs/requirements.md#regions).
 */
import type { RegionCode } from './schemas/index.ts';

const NZ_CLOCK = { locale: 'en-NZ', timeZone: 'Pacific/Auckland' };
const AU_CLOCK = { locale: 'en-AU', timeZone: 'Australia/Sydney' };

/** `Thursday, 3 December 2026 at 11:00 am NZDT`; text that is not a timestamp is shown as it is. */
export function formatEventTime(iso: string, region: RegionCode | undefined): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const clock = region === 'au' ? AU_CLOCK : NZ_CLOCK;
  return new Intl.DateTimeFormat(clock.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: clock.timeZone,
    timeZoneName: 'short',
  }).format(at);
}
