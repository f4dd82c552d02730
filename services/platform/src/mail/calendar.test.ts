import { describe, expect, it } from 'vitest';
import { calendarAttachment } from './calendar';
import { composeEml } from './compose-eml';
import { mimeAttachment, mimePart, parseEml, parseIcs } from './testing';

const ride = {
  uid: '4b0c3a55-7f0e-4a8e-9a63-1f8a3c1e2d10',
  start: new Date('2025-06-13T12:30:00.000Z'),
  end: new Date('2025-06-13T12:55:00.000Z'),
  summary: 'Trajet avec chauffeur – CH-7K3P9Q',
  location: 'Brussels Airport (BRU), 1930 Zaventem; porte 4',
  description: `Référence : CH-7K3P9Q\nGérer : https://example.be/booking/${'x'.repeat(90)}`,
  stamp: new Date('2025-06-01T08:00:00.000Z'),
};

describe('the calendar attachment', () => {
  it('is one VEVENT with a stable UID, UTC times, and the text escaped and folded at 75 octets', () => {
    const attachment = calendarAttachment(ride);
    expect(attachment.filename).toBe('booking.ics');
    expect(attachment.contentType).toContain('text/calendar');
    const { calendar, events } = parseIcs(attachment.content);
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
    // The same ride gives the same file: a mail sent again is the same mail.
    expect(calendarAttachment(ride).content).toBe(attachment.content);
  });

  it('rides in the e-mail as a multipart/mixed part beside the text and HTML', async () => {
    const attachment = calendarAttachment(ride);
    const eml = (
      await composeEml({
        id: 'e1.customer@brusselsprivatechauffeur.be',
        to: 'jane@example.be',
        subject: 'Confirmed',
        text: 'Dear Jane',
        html: '<p>Dear Jane</p>',
        attachments: [attachment],
      })
    ).toString('utf8');
    const { headers, body } = parseEml(eml);
    expect(headers.get('content-type')).toMatch(/^multipart\/mixed/);
    expect(body).toContain('Content-Type: multipart/alternative');
    expect(mimePart(body, 'text/plain')).toBe('Dear Jane');
    expect(body).toMatch(/Content-Disposition: attachment; filename=booking\.ics/);
    expect(mimeAttachment(body, 'text/calendar')).toBe(attachment.content);
  });
});
