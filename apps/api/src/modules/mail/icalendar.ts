/**
 * PUBLISH: the event as it stands now (an earlier version with the same UID is replaced);
 * CANCEL: the event is off (RFC 5546). Neither invites a reply, as a REQUEST would.
 */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

/** One appointment as an iCalendar (RFC 5545) document, for a mail attachment. */
export interface CalendarEvent {
  method: CalendarMethod;
  /** Stable across versions of the event, so that calendars update instead of duplicating it. */
  uid: string;
  /** The version: a calendar takes a document about a UID it holds only with a higher one. */
  sequence: number;
  /** Who the event comes from (RFC 5546 requires one): a name and an e-mail address. */
  organizer: { name: string; email: string };
  start: Date;
  end: Date;
  /** When this version was made. */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** UTC form (…Z): every calendar reads it the same way, with no time zone definition to ship. */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** A parameter value in quotes (RFC 5545, 3.2), which may then hold ";", ":" and ",". */
const quotedParameter = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

export function calendarDocument(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Keyturn//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `ORGANIZER;CN=${quotedParameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
