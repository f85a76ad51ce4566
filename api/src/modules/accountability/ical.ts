/** iCalendar (RFC 5545) text: escaping and line folding. */

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma, newline. */
export const icalText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n?|\n/g, '\\n');

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 character; continuation lines start with a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // a continuation's leading space is one of its 75
    if (bytes + n > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** "20261126T080000Z" of an instant. */
export const icalUtc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface IcalEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string | null;
  url?: string;
}

/** A whole calendar: CRLF line ends, folded lines, times in UTC (no VTIMEZONE needed). */
export function calendar(name: string, events: readonly IcalEvent[], stamp: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Poolmates//Accountability//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${icalText(name)}`];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${icalUtc(stamp)}`, `DTSTART:${icalUtc(e.start)}`, `DTEND:${icalUtc(e.end)}`, `SUMMARY:${icalText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${icalText(e.description)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
