import type { Language } from '@chauffeur/contracts';
import { describe, expect, it } from 'vitest';
import { plainSpaces, sampleBooking } from '@chauffeur/platform';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingReceivedMail,
  chauffeurAssignedMail,
  chauffeurOnTheWayMail,
} from './customer-mails';
import { newBookingCompanyMail } from './company-mail';
import { MAILED_AT } from '../testing';

const MANAGE = 'https://chauffeur.test/booking/b1.sig';
/** The links every booking mail is given (decision 339 added the calendar file's). */
const LINKS = { manageUrl: MANAGE, calendarUrl: 'https://chauffeur.test/api/manage/b1.sig/calendar.ics' };

const plain = plainSpaces;

/** How the gazetteer ends an address in each language. */
const COUNTRY_IN: Record<Language, string> = { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' };

const CASES: Record<Language, { total: string; free: string; when: string; subjectWord: string }> = {
  en: {
    total: '€1,234.50',
    free: 'Free cancellation up to 24 hours before pickup',
    when: 'Friday 13 June 2025 at 14:30',
    subjectWord: 'received',
  },
  nl: {
    total: '€ 1.234,50',
    free: 'Gratis annuleren tot 24 uur voor het ophalen',
    when: 'vrijdag 13 juni 2025 om 14:30',
    subjectWord: 'ontvangen',
  },
  fr: {
    total: '1 234,50 €',
    free: 'Annulation gratuite jusqu’à 24 heures avant la prise en charge',
    when: 'vendredi 13 juin 2025 à 14:30',
    subjectWord: 'reçue',
  },
  de: {
    total: '1.234,50 €',
    free: 'Kostenlose Stornierung bis 24 Stunden vor der Abholung',
    when: 'Freitag, 13. Juni 2025 um 14:30',
    subjectWord: 'eingegangen',
  },
};

describe('customer e-mail on BookingRequested', () => {
  for (const [language, expected] of Object.entries(CASES) as [Language, (typeof CASES)['en']][]) {
    it(`is written in ${language} with reference, Brussels time, total and free cancellation`, () => {
      const booking = sampleBooking({ language, scheduled_time: '2025-06-13T12:30:00.000Z' });
      const mail = bookingReceivedMail({ booking, currency: 'EUR', ...LINKS, ...MAILED_AT });
      expect(mail.subject).toContain('CH-7K3P9Q');
      expect(mail.subject).toContain(expected.subjectWord);
      for (const part of [plain(mail.text), plain(mail.html)]) {
        expect(part).toContain('CH-7K3P9Q');
        expect(part).toContain(expected.total);
        expect(part).toContain(expected.free);
        expect(part.replace(/,? /g, ' ')).toContain(expected.when.replace(/,? /g, ' '));
        // The gazetteer's own writing of the stored place (decision 286.1), in the mail's language.
        expect(part).toContain(`Brussels Airport, 1930 Zaventem, ${COUNTRY_IN[language]}`);
        expect(part).toContain('Mercedes S-Class');
        expect(part).toContain('SN2902');
        expect(part).toContain('+32 2 000 00 00');
        expect(part).toContain('contact@brusselsprivatechauffeur.be');
      }
      expect(mail.html).toContain(`<html lang="${language}">`);
    });
  }

  it('shows the time in Brussels winter time too (UTC+1)', () => {
    const booking = sampleBooking({ scheduled_time: '2026-01-09T07:05:00.000Z' });
    expect(plain(bookingReceivedMail({ booking, currency: 'EUR', ...LINKS, ...MAILED_AT }).text)).toContain(
      'at 08:05',
    );
  });

  it('tells apart the two 02:30s of the night the clocks go back, by their offset (decision 240)', () => {
    const whenOf = (scheduled_time: string) =>
      plain(
        bookingReceivedMail({
          booking: sampleBooking({ scheduled_time }),
          currency: 'EUR',
          ...LINKS,
          ...MAILED_AT,
        }).text,
      );
    const summer = whenOf('2030-10-27T00:30:00.000Z');
    const winter = whenOf('2030-10-27T01:30:00.000Z');
    // As every screen and the wizard's choice say it (decision 249).
    expect(summer).toContain('Sunday, 27 October 2030 at 02:30 UTC+2');
    expect(winter).toContain('Sunday, 27 October 2030 at 02:30 UTC+1');
    // Any other night keeps the plain clock.
    expect(whenOf('2030-10-28T01:30:00.000Z')).not.toMatch(/UTC\+|GMT/);
  });

  it('shows Brussels time whatever the time zone of the server machine (decision 234)', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date('2026-01-09T07:05:00.000Z').getHours()).toBe(2); // the process is on New York time
      const booking = sampleBooking({ scheduled_time: '2026-01-09T07:05:00.000Z' });
      expect(plain(bookingReceivedMail({ booking, currency: 'EUR', ...LINKS, ...MAILED_AT }).text)).toContain(
        'at 08:05 (Brussels time)',
      );
      expect(plain(newBookingCompanyMail({ booking, currency: 'EUR' }).text)).toContain(
        '08:05 (Brussels time)',
      );
    } finally {
      process.env.TZ = saved;
    }
  });

  it('formats the total in the currency of the settings', () => {
    const booking = sampleBooking({ total_fare: 88 });
    expect(bookingReceivedMail({ booking, currency: 'GBP', ...LINKS, ...MAILED_AT }).text).toContain(
      '£88.00',
    );
    expect(bookingReceivedMail({ booking, currency: 'USD', ...LINKS, ...MAILED_AT }).text).toContain(
      'US$88.00',
    );
  });

  it('leaves out the flight line without a flight number and says whether it is a round trip', () => {
    const oneWay = bookingReceivedMail({
      booking: sampleBooking({ flight_number: null }),
      currency: 'EUR',
      ...LINKS,
      ...MAILED_AT,
    });
    expect(oneWay.text).not.toContain('Flight number');
    expect(oneWay.text).toContain('Round trip: No');
    const back = bookingReceivedMail({
      booking: sampleBooking({ language: 'nl', is_round_trip: true }),
      currency: 'EUR',
      ...LINKS,
      ...MAILED_AT,
    });
    expect(back.text).toContain('Heen en terug: Ja');
  });

  it('with free cancellation set to 0 hours, says it lasts until pickup, in each language (decision 284)', () => {
    const untilPickup: Record<Language, string> = {
      en: 'Free cancellation until pickup.',
      nl: 'Gratis annuleren tot het ophalen.',
      fr: 'Annulation gratuite jusqu’à la prise en charge.',
      de: 'Kostenlose Stornierung bis zur Abholung.',
    };
    for (const [language, sentence] of Object.entries(untilPickup) as [Language, string][]) {
      const mail = bookingConfirmedMail({
        booking: sampleBooking({ language }),
        currency: 'EUR',
        ...LINKS,
        ...MAILED_AT,
        freeCancellationHours: 0,
      });
      expect(plain(mail.text)).toContain(sentence);
      expect(plain(mail.html)).toContain(sentence);
      expect(mail.text).not.toMatch(/\b0 (hours|uur|heures|Stunden)\b/);
    }
  });

  it('with free cancellation set to 1 hour, says one hour in each language, not "1 hours"', () => {
    const oneHour: Record<Language, string> = {
      en: 'Free cancellation up to 1 hour before pickup.',
      nl: 'Gratis annuleren tot 1 uur voor het ophalen.',
      fr: 'Annulation gratuite jusqu’à 1 heure avant la prise en charge.',
      de: 'Kostenlose Stornierung bis 1 Stunde vor der Abholung.',
    };
    for (const [language, sentence] of Object.entries(oneHour) as [Language, string][]) {
      const mail = bookingConfirmedMail({
        booking: sampleBooking({ language }),
        currency: 'EUR',
        ...LINKS,
        ...MAILED_AT,
        freeCancellationHours: 1,
      });
      expect(plain(mail.text)).toContain(sentence);
    }
  });

  it('falls back to English for a language the site does not have', () => {
    const booking = sampleBooking({ language: 'es' as Language });
    const mail = bookingReceivedMail({ booking, currency: 'EUR', ...LINKS, ...MAILED_AT });
    expect(mail.text).toContain('Free cancellation up to 24 hours before pickup');
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe('the places of a booking in the mail language (decision 286.1)', () => {
  it('given a station a German admin booked and a French customer, then the mail names it in French', () => {
    const booking = sampleBooking({
      language: 'fr',
      pickup_location: {
        address: 'Bahnhof Brüssel-Süd, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgien',
        lat: 50.8358,
        lng: 4.3364,
      },
      dropoff_location: { address: 'Avenue Louise 54, 1050 Ixelles', lat: 50.83, lng: 4.36 },
    });
    const mail = bookingReceivedMail({ booking, currency: 'EUR', ...LINKS, ...MAILED_AT });
    for (const part of [plain(mail.text), plain(mail.html)]) {
      expect(part).toContain('Gare de Bruxelles-Midi, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgique');
      expect(part).not.toContain('Bahnhof');
      // A free address names no gazetteer place: it reads as typed.
      expect(part).toContain('Avenue Louise 54, 1050 Ixelles');
    }
  });
});

describe('address lines in the e-mails (issue 14)', () => {
  const booking = (language: Language) =>
    sampleBooking({
      language,
      pickup_address_line: 'Avenue Louise 54, 2nd floor',
      dropoff_address_line: 'Rue de la Loi 16',
    });
  const LABELS: Record<Language, [string, string]> = {
    en: ['Pickup address: Avenue Louise 54, 2nd floor', 'Destination address: Rue de la Loi 16'],
    nl: [
      'Straat en huisnummer opstapplaats: Avenue Louise 54, 2nd floor',
      'Straat en huisnummer bestemming: Rue de la Loi 16',
    ],
    fr: [
      'Adresse de prise en charge : Avenue Louise 54, 2nd floor',
      'Adresse de destination : Rue de la Loi 16',
    ],
    de: ['Abholadresse: Avenue Louise 54, 2nd floor', 'Zieladresse: Rue de la Loi 16'],
  };

  for (const [language, lines] of Object.entries(LABELS) as [Language, [string, string]][]) {
    it(`shows both lines, labelled in ${language}, in every customer e-mail`, () => {
      for (const mail of [bookingReceivedMail, bookingConfirmedMail, bookingCancelledMail]) {
        const { text, html } = mail({
          booking: booking(language),
          currency: 'EUR',
          ...LINKS,
          ...MAILED_AT,
        });
        for (const line of lines) expect(plain(text)).toContain(line);
        expect(html).toContain('Avenue Louise 54, 2nd floor');
        expect(html).toContain(lines[1].split(/ ?: /)[0]);
      }
    });
  }

  it('leaves the rows out when the customer added none', () => {
    const { text } = bookingReceivedMail({
      booking: sampleBooking(),
      currency: 'EUR',
      ...LINKS,
      ...MAILED_AT,
    });
    expect(text).not.toContain('Pickup address');
    expect(text).not.toContain('Destination address');
  });

  it('shows them to the company, beside each place', () => {
    const { text, html } = newBookingCompanyMail({ booking: booking('nl'), currency: 'EUR' });
    expect(text).toContain('Pickup address: Avenue Louise 54, 2nd floor');
    expect(text).toContain('Destination address: Rue de la Loi 16');
    expect(html).toContain('Avenue Louise 54, 2nd floor');
  });

  it('escapes them in HTML', () => {
    const hostile = sampleBooking({ pickup_address_line: '<img src=x onerror=alert(1)> 54' });
    for (const mail of [bookingReceivedMail, newBookingCompanyMail])
      expect(mail({ booking: hostile, currency: 'EUR', ...LINKS, ...MAILED_AT }).html).toContain(
        '&lt;img src=x onerror=alert(1)&gt; 54',
      );
  });
});

describe('customer e-mails on BookingConfirmed and BookingCancelled', () => {
  it('confirms in the customer language', () => {
    const mail = bookingConfirmedMail({
      booking: sampleBooking({ language: 'fr' }),
      currency: 'EUR',
      ...LINKS,
      ...MAILED_AT,
    });
    expect(mail.subject).toBe('Votre réservation CH-7K3P9Q est confirmée');
    expect(plain(mail.text)).toContain('1 234,50 €');
  });

  it('announces a cancellation without promising a free-cancellation window', () => {
    const mail = bookingCancelledMail({
      booking: sampleBooking({ language: 'de' }),
      currency: 'EUR',
      ...LINKS,
      ...MAILED_AT,
    });
    expect(mail.subject).toBe('Ihre Buchung CH-7K3P9Q wurde storniert');
    expect(mail.text).toContain('wurde storniert');
    expect(mail.text).not.toContain('Kostenlose Stornierung');
  });
});

describe("the chauffeur's e-mails", () => {
  const car = { model: 'Mercedes-Benz S-Class', colour: 'Black', plate: '1-ABC-123' };
  const ride = (language: Language, withCar: boolean) => ({
    booking: sampleBooking({ language }),
    currency: 'EUR',
    ...LINKS,
    ...MAILED_AT,
    chauffeur: { firstName: 'Karim', phone: '+32 470 00 00 00', car: withCar ? car : null },
  });

  it('name the booking in the subject of "on the way", in every language', () => {
    const subjects = (['en', 'nl', 'fr', 'de'] as const).map(
      (l) => chauffeurOnTheWayMail(ride(l, true)).subject,
    );
    expect(subjects).toEqual([
      'Your chauffeur is on the way – CH-7K3P9Q',
      'Uw chauffeur is onderweg – CH-7K3P9Q',
      'Votre chauffeur est en route – CH-7K3P9Q',
      'Ihr Chauffeur ist unterwegs – CH-7K3P9Q',
    ]);
  });

  it('show the car when one is assigned, and promise none before', () => {
    const withCar = chauffeurAssignedMail(ride('en', true));
    expect(withCar.text).toContain('Here are the car and how to reach them on the day.');
    expect(withCar.text).toContain('1-ABC-123');
    for (const language of ['en', 'nl', 'fr', 'de'] as const) {
      const without = chauffeurAssignedMail(ride(language, false));
      expect(without.text).toContain('Karim');
      expect(without.text).not.toMatch(/the car|de wagen|la voiture|der Wagen/);
    }
    expect(chauffeurAssignedMail(ride('fr', false)).text).toContain(
      'Karim sera votre chauffeur. Voici comment le joindre le jour du trajet.',
    );
  });
});

describe('the car colour in the mail language (decision 286.2)', () => {
  const mailWith = (colour: string) =>
    chauffeurAssignedMail({
      booking: sampleBooking({ language: 'fr' }),
      currency: 'EUR',
      ...LINKS,
      ...MAILED_AT,
      chauffeur: {
        firstName: 'Karim',
        phone: null,
        car: { model: 'Mercedes S-Class', colour, plate: '1-ABC-123' },
      },
    });

  it('given a listed colour saved in Dutch, then the French mail names it in French', () => {
    expect(plain(mailWith('Zwart').text)).toContain('Mercedes S-Class, Noir, 1-ABC-123');
  });

  it('given a free colour, then the mail shows it as saved', () => {
    expect(plain(mailWith('Obsidian black').text)).toContain('Mercedes S-Class, Obsidian black, 1-ABC-123');
  });
});

describe('company e-mail on BookingRequested', () => {
  it('is in English with every detail, the customer contact and a pointer to the admin panel', () => {
    const booking = sampleBooking({
      language: 'nl',
      customer: { name: 'Jan Peeters', phone: '+32 470 12 34 56', email: 'jane@example.be' },
    });
    const mail = newBookingCompanyMail({ booking, currency: 'EUR' });
    expect(mail.subject).toContain('New booking CH-7K3P9Q');
    expect(mail.subject).toContain('Jan Peeters');
    for (const part of [mail.text, mail.html]) {
      for (const detail of [
        'CH-7K3P9Q',
        'Jan Peeters',
        '+32 470 12 34 56',
        'jane@example.be',
        // The place as the gazetteer writes it in English (decision 291), typed "Grand-Place, 1000 Bruxelles".
        'Grand Place, 1000 Brussels, Belgium',
        'SN2902',
        '€1,234.50',
        '385.8 km',
        'admin panel',
        booking.booking_id,
      ])
        expect(part).toContain(detail);
    }
    expect(mail.html).toContain('href="mailto:jane@example.be"');
    expect(mail.html).toContain('href="tel:+32470123456"');
  });

  it('given a station booked in Dutch, then names it in English and keeps the address line as typed (decision 291)', () => {
    const booking = sampleBooking({
      language: 'nl',
      pickup_location: {
        address: 'Station Brussel-Zuid, Fonsnylaan 47B, 1060 Sint-Gillis, België',
        lat: 50.8358,
        lng: 4.3364,
      },
      pickup_address_line: 'Ingang Fonsnylaan',
    });
    const mail = newBookingCompanyMail({ booking, currency: 'EUR' });
    for (const part of [plain(mail.text), plain(mail.html)]) {
      expect(part).toContain('Brussels-Midi station, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgium');
      expect(part).not.toContain('Station Brussel-Zuid');
      expect(part).toContain('Ingang Fonsnylaan');
    }
  });
});

describe('HTML escaping', () => {
  const hostile = sampleBooking({
    customer: {
      name: '<script>alert("x")</script>',
      email: 'a"onmouseover="x@example.be',
      phone: '+32 <b>1</b>',
    },
    pickup_location: { address: 'Rue <img src=x onerror=alert(1)> & Co', lat: 50.8, lng: 4.3 },
    flight_number: '<i>SN1</i>',
  });

  for (const [name, mail] of [
    ['received', bookingReceivedMail({ booking: hostile, currency: 'EUR', ...LINKS, ...MAILED_AT })],
    ['confirmed', bookingConfirmedMail({ booking: hostile, currency: 'EUR', ...LINKS, ...MAILED_AT })],
    ['cancelled', bookingCancelledMail({ booking: hostile, currency: 'EUR', ...LINKS, ...MAILED_AT })],
    ['company', newBookingCompanyMail({ booking: hostile, currency: 'EUR' })],
  ] as const) {
    it(`escapes every booking value in the ${name} mail`, () => {
      expect(mail.html).not.toMatch(/<script|<img|<b>1|<i>SN1|"onmouseover/);
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.html).toContain('Rue &lt;img src=x onerror=alert(1)&gt; &amp; Co');
      // The text part is plain text: the values appear as they are.
      expect(mail.text).toContain('<script>alert("x")</script>');
    });
  }

  it('says the free-cancellation hours of the settings, not a fixed 24 (issue 18: the cut-off is a setting)', () => {
    const booking = sampleBooking({ language: 'fr' });
    const mail = bookingConfirmedMail({
      booking,
      currency: 'EUR',
      ...LINKS,
      ...MAILED_AT,
      freeCancellationHours: 48,
    });
    expect(mail.text).toContain('Annulation gratuite jusqu’à 48\u00a0heures avant la prise en charge.');
    expect(plain(mail.html)).toContain('48 heures');
  });
});
