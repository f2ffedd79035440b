/**
 * A short name for the device behind a User-Agent, as a person recognises it in their list of
 * sessions: the browser and the system, e.g. "Chrome on Android" (decision 077). Only the
 * families people know; anything else is named by what could be read, or "Unknown device".
 */

/** Checked in order: Edge, Opera and Samsung's browser say "Chrome" too, Chrome says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(?:iPhone|iPad|iPod)\b.*\bAppleWebKit\//, 'Safari'],
];

/** Checked in order: Android says "Linux", iOS says "like Mac OS X". */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The column's width (schema.ts `sessions.device`). */
const MAX_LENGTH = 60;

const firstMatch = (text: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

export function deviceOf(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, 1000);
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  const name =
    browser && system
      ? `${browser} on ${system}`
      : (browser ?? (system ? `A browser on ${system}` : 'Unknown device'));
  return name.slice(0, MAX_LENGTH);
}
