import { LANGUAGES, type Language } from '@chauffeur/contracts';
import { describe, expect, it } from 'vitest';
import { plainSpaces, sampleBooking, type RenderedMail } from '@chauffeur/platform';
import {
  bookingCancelledMail,
  bookingChangedMail,
  bookingConfirmedMail,
  bookingReceivedMail,
  chauffeurAssignedMail,
  chauffeurOnTheWayMail,
  pickupReminderMail,
  thankYouMail,
  type ChauffeurForMail,
} from './customer-mails';
import { MAILED_AT } from '../testing';

// Issue 18 point 4: the customer's e-mails, each with the manage link, in the booking's language.

const MANAGE = 'https://chauffeur.test/booking/0b6c.abc_DEF-123';
const CALENDAR = 'https://chauffeur.test/api/manage/0b6c.abc_DEF-123/calendar.ics';
const RATE = `${MANAGE}/rate`;
const anna: ChauffeurForMail = {
  firstName: 'Anna',
  phone: '+32 470 99 88 77',
  car: { model: 'Mercedes S-Class', colour: 'black', plate: '1-ABC-123' },
};

const mailsIn = (language: Language): [string, RenderedMail][] => {
  const input = {
    booking: sampleBooking({ language }),
    currency: 'EUR',
    manageUrl: MANAGE,
    calendarUrl: CALENDAR,
    ...MAILED_AT,
  };
  return [
    ['received', bookingReceivedMail(input)],
    ['confirmed', bookingConfirmedMail(input)],
    ['cancelled', bookingCancelledMail(input)],
    ['cancelled by the customer', bookingCancelledMail(input, 'customer')],
    ['changed', bookingChangedMail({ ...input, previousTotal: 1000 })],
    ['assigned', chauffeurAssignedMail({ ...input, chauffeur: anna })],
    ['on the way', chauffeurOnTheWayMail({ ...input, chauffeur: anna })],
    ['reminder', pickupReminderMail({ ...input, chauffeur: anna })],
    ['thank-you', thankYouMail({ ...input, rateUrl: RATE })],
  ];
};

const SUBJECTS: Record<Language, { assigned: string; onTheWay: string; reminder: string; thanks: string }> = {
  en: {
    assigned: 'Your chauffeur for booking CH-7K3P9Q',
    onTheWay: 'Your chauffeur is on the way – CH-7K3P9Q',
    reminder: 'Your ride CH-7K3P9Q is coming up',
    thanks: 'Thank you for riding with us – CH-7K3P9Q',
  },
  nl: {
    assigned: 'Uw chauffeur voor boeking CH-7K3P9Q',
    onTheWay: 'Uw chauffeur is onderweg – CH-7K3P9Q',
    reminder: 'Uw rit CH-7K3P9Q komt eraan',
    thanks: 'Bedankt voor uw rit met ons – CH-7K3P9Q',
  },
  fr: {
    assigned: 'Votre chauffeur pour la réservation CH-7K3P9Q',
    onTheWay: 'Votre chauffeur est en route – CH-7K3P9Q',
    reminder: 'Votre trajet CH-7K3P9Q approche',
    thanks: 'Merci d’avoir voyagé avec nous – CH-7K3P9Q',
  },
  de: {
    assigned: 'Ihr Chauffeur für die Buchung CH-7K3P9Q',
    onTheWay: 'Ihr Chauffeur ist unterwegs – CH-7K3P9Q',
    reminder: 'Ihre Fahrt CH-7K3P9Q steht bevor',
    thanks: 'Danke, dass Sie mit uns gefahren sind – CH-7K3P9Q',
  },
};

describe('every customer e-mail', () => {
  for (const language of LANGUAGES)
    it(`carries the manage link in ${language}, in text and HTML, with no mark left unfilled`, () => {
      for (const [name, mail] of mailsIn(language)) {
        expect(mail.text, name).toContain(MANAGE);
        expect(mail.html, name).toContain(`href="${MANAGE}"`);
        expect(mail.html, name).toContain(`<html lang="${language}">`);
        for (const part of [mail.subject, mail.text, mail.html]) expect(part, name).not.toMatch(/\{\w+\}/);
      }
    });
});

const BLACK: Record<(typeof LANGUAGES)[number], string> = {
  en: 'Black',
  nl: 'Zwart',
  fr: 'Noir',
  de: 'Schwarz',
};

describe('the chauffeur e-mails', () => {
  for (const language of LANGUAGES)
    it(`name the chauffeur, the phone and the car in ${language}`, () => {
      const input = {
        booking: sampleBooking({ language }),
        currency: 'EUR',
        manageUrl: MANAGE,
        calendarUrl: CALENDAR,
        ...MAILED_AT,
      };
      const assigned = chauffeurAssignedMail({ ...input, chauffeur: anna });
      const onTheWay = chauffeurOnTheWayMail({ ...input, chauffeur: anna });
      expect(assigned.subject).toBe(SUBJECTS[language].assigned);
      expect(onTheWay.subject).toBe(SUBJECTS[language].onTheWay);
      for (const mail of [assigned, onTheWay])
        for (const part of [plainSpaces(mail.text), plainSpaces(mail.html)]) {
          expect(part).toContain('Anna');
          expect(part).toContain('+32 470 99 88 77');
          // "black" is a listed colour: named in the mail's language (decision 286.2).
          expect(part).toContain(`Mercedes S-Class, ${BLACK[language]}, 1-ABC-123`);
        }
    });

  it('leave the car out until one is assigned, and the phone when the record has none', () => {
    const input = {
      booking: sampleBooking(),
      currency: 'EUR',
      manageUrl: MANAGE,
      calendarUrl: CALENDAR,
      ...MAILED_AT,
    };
    const mail = chauffeurAssignedMail({
      ...input,
      chauffeur: { firstName: 'Anna', phone: null, car: null },
    });
    expect(mail.text).toContain('Your chauffeur: Anna');
    expect(mail.text).not.toContain('Car:');
    expect(mail.text).not.toContain('Chauffeur’s phone');
  });

  it('the reminder works without a chauffeur yet, and promises no free cancellation any more', () => {
    const input = {
      booking: sampleBooking({ language: 'fr' }),
      currency: 'EUR',
      manageUrl: MANAGE,
      calendarUrl: CALENDAR,
      ...MAILED_AT,
    };
    const mail = pickupReminderMail({ ...input, chauffeur: null });
    expect(mail.subject).toBe(SUBJECTS.fr.reminder);
    expect(mail.text).not.toContain('Votre chauffeur :');
    expect(mail.text).not.toContain('Annulation gratuite');
  });
});

describe('the thank-you', () => {
  for (const language of LANGUAGES)
    it(`links to the rating page in ${language}`, () => {
      const input = {
        booking: sampleBooking({ language }),
        currency: 'EUR',
        manageUrl: MANAGE,
        calendarUrl: CALENDAR,
        ...MAILED_AT,
      };
      const mail = thankYouMail({ ...input, rateUrl: RATE });
      expect(mail.subject).toBe(SUBJECTS[language].thanks);
      expect(mail.text).toContain(RATE);
      expect(mail.html).toContain(`href="${RATE}"`);
    });
});

describe('the cancellation', () => {
  it('says "as you asked" when the customer cancelled, and neither when the company did', () => {
    const input = {
      booking: sampleBooking({ language: 'fr' }),
      currency: 'EUR',
      manageUrl: MANAGE,
      calendarUrl: CALENDAR,
      ...MAILED_AT,
    };
    expect(bookingCancelledMail(input, 'customer').text).toContain('Comme vous l’avez demandé');
    expect(bookingCancelledMail(input, 'company').text).not.toContain('Comme vous l’avez demandé');
    const en = { ...input, booking: sampleBooking() };
    expect(bookingCancelledMail(en, 'customer').text).toContain('As you asked, your booking');
  });
});

describe('the manage link', () => {
  it('offers changes while they may still be made, and only a look once the ride is under way or over', () => {
    const input = {
      booking: sampleBooking(),
      currency: 'EUR',
      manageUrl: MANAGE,
      calendarUrl: CALENDAR,
      ...MAILED_AT,
    };
    const offersChanges = (mail: RenderedMail) => mail.text.includes('change or cancel it');
    expect(offersChanges(bookingConfirmedMail(input))).toBe(true);
    expect(offersChanges(chauffeurAssignedMail({ ...input, chauffeur: anna }))).toBe(true);
    for (const mail of [
      chauffeurOnTheWayMail({ ...input, chauffeur: anna }),
      pickupReminderMail({ ...input, chauffeur: anna }),
      thankYouMail({ ...input, rateUrl: RATE }),
      bookingCancelledMail(input),
    ]) {
      expect(offersChanges(mail)).toBe(false);
      expect(mail.text).toContain(`See your booking: ${MANAGE}`);
    }
  });
});

/** "Add to calendar" as the manage page says it (decision 337), and its line in the text (spaces plain). */
const ADD_TO_CALENDAR: Record<Language, { words: string; line: string }> = {
  en: { words: 'Add to calendar', line: `Add to calendar: ${CALENDAR}` },
  nl: { words: 'Toevoegen aan agenda', line: `Toevoegen aan agenda: ${CALENDAR}` },
  fr: { words: 'Ajouter à mon agenda', line: `Ajouter à mon agenda : ${CALENDAR}` },
  de: { words: 'Zum Kalender hinzufügen', line: `Zum Kalender hinzufügen: ${CALENDAR}` },
};

describe('"Add to calendar" (decision 339)', () => {
  const AHEAD = ['received', 'confirmed', 'changed', 'assigned', 'reminder'];
  const OVER = ['cancelled', 'cancelled by the customer', 'on the way', 'thank-you'];

  for (const language of LANGUAGES)
    it(`follows the manage link while the ride is ahead, in ${language}, in text and HTML`, () => {
      const mails = new Map(mailsIn(language));
      expect([...mails.keys()].sort()).toEqual([...AHEAD, ...OVER].sort());
      const { words, line } = ADD_TO_CALENDAR[language];
      for (const name of AHEAD) {
        const mail = mails.get(name)!;
        // Its own line, right under the manage link's.
        const lines = plainSpaces(mail.text).split('\n');
        const at = lines.indexOf(line);
        expect(at, name).toBeGreaterThan(0);
        expect(lines[at - 1], name).toContain(MANAGE);
        // In HTML the link says what it does; the address stays in its href.
        expect(plainSpaces(mail.html), name).toMatch(
          new RegExp(`<a href="${CALENDAR.replace(/[.?]/g, '\\$&')}"[^>]*>${words}</a>`),
        );
      }
      for (const name of OVER) {
        const mail = mails.get(name)!;
        for (const part of [mail.text, mail.html]) {
          expect(part, name).not.toContain('calendar.ics');
          expect(plainSpaces(part), name).not.toContain(words);
        }
      }
    });
});
