import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../calendar/calendar-file';
import { calendarAttachment } from './calendar-attachment';
import { composeEml } from './compose-eml';
import { mimeAttachment, mimePart, parseEml, parseIcs, sampleCalendarEvent } from './testing';

const ride: CalendarEvent = {
  ...sampleCalendarEvent,
  summary: 'Course avec chauffeur vers Grand-Place',
  location: 'Brussels Airport, 1930 Zaventem',
  description: 'Référence : CH-7K3P9Q',
};

describe('the calendar attachment', () => {
  it("carries the file under the caller's name, its part's method the file's (RFC 6047 2.4)", () => {
    const booked = calendarAttachment(ride, 'CH-7K3P9Q.ics');
    expect(booked.filename).toBe('CH-7K3P9Q.ics');
    expect(booked.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(parseIcs(booked.content).calendar.get('METHOD')).toBe('PUBLISH');
    const cancelled = calendarAttachment({ ...ride, sequence: 3, status: 'CANCELLED' }, 'CH-7K3P9Q.ics');
    expect(cancelled.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(parseIcs(cancelled.content).calendar.get('METHOD')).toBe('CANCEL');
  });

  it('rides in the e-mail as a multipart/mixed part beside the text and HTML', async () => {
    const attachment = calendarAttachment(ride, 'CH-7K3P9Q.ics');
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
    expect(body).toMatch(/Content-Disposition: attachment; filename=CH-7K3P9Q\.ics/);
    expect(mimeAttachment(body, 'text/calendar')).toBe(attachment.content);
  });
});
