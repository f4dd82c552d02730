import { describe, expect, it } from 'vitest';
import type { BookingRow } from '@chauffeur/contracts';
import { bookingsCsv, csvCell } from './csv';

describe('bookings CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Grand-Place 1, Brussels')).toBe('"Grand-Place 1, Brussels"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(42.5)).toBe('42.5');
  });
});

describe('bookings CSV export', () => {
  const booking = (lines: Partial<BookingRow>) =>
    ({
      reference: 'CH-7K3P9Q',
      status: 'pending',
      vehicle: { id: 'v1', name: 'S-Class' },
      pickup_location: { address: 'Ixelles, 1050', lat: 50.83, lng: 4.37 },
      dropoff_location: { address: 'Brussels Airport', lat: 50.9, lng: 4.48 },
      scheduled_time: '2030-05-01T08:00:00.000Z',
      passenger_count: 2,
      luggage_count: 1,
      total_fare: 49.5,
      emergency_contact_name: 'Anne Peeters',
      emergency_contact_email: 'anne@example.be',
      emergency_contact_phone: '+32 470 12 34 56',
      created_at: '2030-04-01T08:00:00.000Z',
      ...lines,
    }) as BookingRow;

  it("ends each row with the customer's address lines, empty when none (issue 14)", () => {
    const [header, withLines, without] = bookingsCsv([
      booking({ pickup_address_line: 'Avenue Louise 54, 2nd floor', dropoff_address_line: null }),
      booking({}),
    ]).split('\r\n');
    expect(header!.split(',').slice(-3, -1)).toEqual(['pickup_address_line', 'dropoff_address_line']);
    expect(withLines).toMatch(/,"Avenue Louise 54, 2nd floor",,$/);
    expect(without).toMatch(/,2030-04-01T08:00:00.000Z,,,$/);
  });

  it("ends each row with its fare's currency, the request's (decision 247)", () => {
    const [header, pounds, euros] = bookingsCsv([
      booking({ total_fare: 53.2, currency: 'GBP' }),
      booking({ currency: 'EUR' }),
    ]).split('\r\n');
    expect(header!.split(',').at(-1)).toBe('currency');
    expect(pounds).toMatch(/,53\.20,.*,GBP$/);
    expect(euros).toMatch(/,EUR$/);
  });

  it('never lets a spreadsheet run an address line as a formula', () => {
    const [, row] = bookingsCsv([
      booking({
        pickup_address_line: '=HYPERLINK("https://evil.example","Avenue Louise 54")',
        dropoff_address_line: '+32 2 000',
      }),
    ]).split('\r\n');
    expect(row).not.toMatch(/,"?=HYPERLINK/);
    expect(row).not.toMatch(/,"?\+32 2 000/);
  });
});
