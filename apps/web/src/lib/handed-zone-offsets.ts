import { rememberZoneOffsets } from '@keyturn/shared';
import { serverState } from './server-state.ts';

let taken = false;

/**
 * The company zone's offsets that came with a page the server rendered, taken once: today's
 * date is then read without building a date formatter, which costs a browser 20-35 ms the first
 * time (far more on a phone) while the page starts. Here, not in main.tsx, so that the page's
 * first download does not carry it: it comes with the code that reads the zone's time.
 */
export function takeHandedZoneOffsets(): void {
  if (taken) return;
  taken = true;
  const zone = serverState()?.zone;
  if (zone) rememberZoneOffsets(zone.timeZone, zone.offsets);
}
