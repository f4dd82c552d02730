import { describe, expect, it } from 'vitest';
import { calendarFile } from './calendar-file';
import { parseIcs, sampleCalendarEvent } from '../mail/testing';

const ride = sampleCalendarEvent;

describe('the calendar file', () => {
  it('is one VEVENT with a stable UID, UTC times, and the text escaped and folded at 75 octets', () => {
    const file = calendarFile(ride);
    const { calendar, events } = parseIcs(file);
    expect(calendar.get('VERSION')).toBe('2.0');
    expect(calendar.get('PRODID')).toBeTruthy();
    expect(calendar.get('METHOD')).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.get('UID')).toBe(`${ride.uid}@brusselsprivatechauffeur.be`);
    expect(event.get('DTSTART')).toBe('20250613T123000Z');
    expect(event.get('DTEND')).toBe('20250613T125500Z');
    expect(event.get('DTSTAMP')).toBe('20250601T080000Z');
    expect(event.get('SUMMARY')).toBe(ride.summary);
    expect(event.get('LOCATION')).toBe(ride.location);
    expect(event.get('DESCRIPTION')).toBe(ride.description);
    expect(event.get('SEQUENCE')).toBe('2');
    expect(event.get('STATUS')).toBe('CONFIRMED');
    expect(event.has('GEO')).toBe(false);
    // The same ride gives the same file: a mail sent again is the same mail.
    expect(calendarFile(ride)).toBe(file);
  });

  it('escapes the comma and the semicolon of a place, and gives its coordinates as GEO', () => {
    const file = calendarFile({ ...ride, geo: { lat: 50.9014, lng: 4.4844 } });
    const lines = file.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('LOCATION:Brussels Airport (BRU)\\, 1930 Zaventem\\; porte 4');
    expect(lines).toContain('GEO:50.9014;4.4844');
    expect(file).not.toContain('X-APPLE-STRUCTURED-LOCATION');
  });

  it('folds a long UTF-8 line at 75 octets between characters, every line ended by CRLF', () => {
    const description = `Prise en charge\u00a0: ${'Bruxelles-Midi é ü 🚗 '.repeat(12)}`;
    const file = calendarFile({ ...ride, description });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = file.slice(0, -2).split('\r\n');
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // Each line alone is whole UTF-8: no character (nor an emoji's surrogate pair) cut across two.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    const folded = physical.filter((line) => line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(3);
    expect(parseIcs(file).events[0]!.get('DESCRIPTION')).toBe(description);
  });

  it('says a cancelled event as a CANCEL of the same UID, with its higher SEQUENCE, from the same organiser', () => {
    const cancelledFile = parseIcs(calendarFile({ ...ride, sequence: 5, status: 'CANCELLED' }));
    const bookedFile = parseIcs(calendarFile(ride));
    const [cancelled, booked] = [cancelledFile.events[0]!, bookedFile.events[0]!];
    // RFC 5546 3.2.5: what a calendar needs to take the event out, not only to restyle it.
    expect(cancelledFile.calendar.get('METHOD')).toBe('CANCEL');
    expect(cancelled.get('UID')).toBe(booked.get('UID'));
    expect(cancelled.get('STATUS')).toBe('CANCELLED');
    expect(cancelled.get('SEQUENCE')).toBe('5');
    expect(cancelled.get('ORGANIZER')).toBe('mailto:contact@brusselsprivatechauffeur.be');
    expect(booked.get('ORGANIZER')).toBe(cancelled.get('ORGANIZER'));
    expect(calendarFile(ride)).toContain('ORGANIZER;CN="Brussels Private Chauffeur":mailto:');
    // A published event has nobody to answer it: neither file invites the customer.
    expect(cancelled.has('ATTENDEE')).toBe(false);
    expect(parseIcs(calendarFile({ ...ride, status: 'TENTATIVE' })).calendar.get('METHOD')).toBe('PUBLISH');
  });
});
