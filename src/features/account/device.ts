/**
 * A device as a buyer recognises it in their list of sessions ("Firefox on Windows"), from the browser's
 * User-Agent. Coarse on purpose: browser family and system, never versions. Pure.
 */

/** Browser families, most specific first (Edge and Opera also say "Chrome"; Chrome also says "Safari"). */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

/** Systems, most specific first (iPadOS and Android also say "Linux" or "Mac OS X"). */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPad\b/, 'iPad'],
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: readonly (readonly [RegExp, string])[]): string | undefined =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Windows", "Safari on iPhone", "Firefox", or "Unknown device" when nothing is recognised. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const browser = firstMatch(agent, BROWSERS);
  const system = firstMatch(agent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
