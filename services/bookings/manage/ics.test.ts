import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toIcs, utcDateTime, type CalendarEvent } from './ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

const EVENT: CalendarEvent = {
  uid: '0b6f1c2e-5a43-4c1d-9d0e-3f1f2a4b5c6d@brusselsprivatechauffeur.be',
  sequence: 3,
  stamp: new Date('2030-03-01T12:00:00.000Z'),
  start: new Date('2030-03-31T08:00:00.000Z'),
  end: new Date('2030-03-31T08:35:00.000Z'),
  summary: 'Chauffeur ride to Brussels Airport',
  description: 'Destination: Brussels Airport, 1930 Zaventem\nReference: CH-7K3P9Q',
  location: 'Grand-Place, 1000 Brussels',
  geo: { lat: 50.8467, lng: 4.3525 },
  status: 'CONFIRMED',
};

describe('an iCalendar file of one event (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newline in text values, the backslash first', () => {
    expect(escapeText('Rue de la Loi 16, 1000 Brussels')).toBe('Rue de la Loi 16\\, 1000 Brussels');
    expect(escapeText('Gate A; door 3')).toBe('Gate A\\; door 3');
    expect(escapeText('C:\\temp')).toBe('C:\\\\temp');
    expect(escapeText('one\ntwo\r\nthree')).toBe('one\\ntwo\\nthree');
    // Escaped once: the backslash an escape adds is not escaped again.
    expect(escapeText('a,\\b')).toBe('a\\,\\\\b');
  });

  it('writes times in UTC, to the second', () => {
    expect(utcDateTime(new Date('2030-03-31T08:00:00.000Z'))).toBe('20300331T080000Z');
    expect(utcDateTime(new Date('2030-10-27T00:59:59.999Z'))).toBe('20301027T005959Z');
  });

  it('folds a line longer than 75 octets, a space starting each continuation, never inside a character', () => {
    const line = `DESCRIPTION:${'Bruxelles-Midi é ü '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolded (CRLF and the one space removed), the line is the line again: no byte lost or broken.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('ends every line with CRLF and holds one VEVENT with the fields a calendar needs', () => {
    const file = toIcs({ ...EVENT, description: `${'x'.repeat(100)}, then more` });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = file.split('\r\n').slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded).toContain('VERSION:2.0');
    expect(unfolded.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(unfolded).toEqual(
      expect.arrayContaining([
        `UID:${EVENT.uid}`,
        'SEQUENCE:3',
        'DTSTAMP:20300301T120000Z',
        'DTSTART:20300331T080000Z',
        'DTEND:20300331T083500Z',
        'LOCATION:Grand-Place\\, 1000 Brussels',
        'GEO:50.8467;4.3525',
        'STATUS:CONFIRMED',
        `DESCRIPTION:${'x'.repeat(100)}\\, then more`,
      ]),
    );
    expect(unfolded.at(-2)).toBe('END:VCALENDAR');
  });
});
