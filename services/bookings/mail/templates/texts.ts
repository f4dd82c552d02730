import { LANGUAGES, type Language } from '@chauffeur/contracts';

/** Every sentence of the customer's e-mails, in one language. `{x}` marks are filled by `fill`. */
export interface CustomerTexts {
  greeting: string;
  /** Between a label and its value in the text part (French puts a space before the colon). */
  colon: string;
  requestedSubject: string;
  requestedIntro: string;
  confirmedSubject: string;
  confirmedIntro: string;
  cancelledSubject: string;
  cancelledIntro: string;
  cancelledAgain: string;
  /** Issue 17 point 5: an admin changed the booking (time, places, vehicle…), perhaps its price. */
  changedSubject: string;
  changedIntro: string;
  /** The total before the change, beside the new one, when the change re-priced the ride. */
  previousTotal: string;
  flightTracking: string;
  summary: string;
  reference: string;
  pickup: string;
  /** The street and number (or floor, door) the customer added to the pickup place (issue 14). */
  pickupAddressLine: string;
  dropoff: string;
  dropoffAddressLine: string;
  when: string;
  brusselsTime: string;
  passengers: string;
  luggage: string;
  vehicle: string;
  roundTrip: string;
  flight: string;
  total: string;
  yes: string;
  no: string;
  freeCancellation: string;
  questions: string;
  signOff: string;
}

const en: CustomerTexts = {
  colon: ': ',
  greeting: 'Dear {name},',
  requestedSubject: 'Your booking {reference} – we have received it',
  requestedIntro: 'Thank you for booking with us. We have received your booking and will confirm it shortly.',
  confirmedSubject: 'Your booking {reference} is confirmed',
  confirmedIntro:
    'Good news: your ride is confirmed. Your chauffeur will be waiting for you at the pickup address.',
  cancelledSubject: 'Your booking {reference} has been cancelled',
  cancelledIntro: 'Your booking below has been cancelled. Nothing will be charged for it.',
  cancelledAgain: 'If you did not expect this, or would like to book another ride, please contact us.',
  changedSubject: 'Your booking {reference} has been changed',
  changedIntro:
    'Your booking has been changed as agreed. Here is your ride as it now stands, with its price.',
  previousTotal: 'Previous total',
  flightTracking: 'We follow your flight and wait for you if it is delayed.',
  summary: 'Your ride',
  reference: 'Reference',
  pickup: 'From',
  pickupAddressLine: 'Pickup address',
  dropoff: 'To',
  dropoffAddressLine: 'Destination address',
  when: 'Date and time',
  brusselsTime: 'Brussels time',
  passengers: 'Passengers',
  luggage: 'Luggage',
  vehicle: 'Vehicle',
  roundTrip: 'Round trip',
  flight: 'Flight number',
  total: 'Total',
  yes: 'Yes',
  no: 'No',
  freeCancellation: 'Free cancellation up to 24 hours before pickup.',
  questions: 'Questions or changes? Call us at {phone} (24/7) or write to {email}, quoting your reference.',
  signOff: 'Kind regards,',
};

const nl: CustomerTexts = {
  colon: ': ',
  greeting: 'Beste {name},',
  requestedSubject: 'Uw boeking {reference} – goed ontvangen',
  requestedIntro: 'Bedankt voor uw boeking. We hebben ze goed ontvangen en bevestigen ze zo snel mogelijk.',
  confirmedSubject: 'Uw boeking {reference} is bevestigd',
  confirmedIntro: 'Goed nieuws: uw rit is bevestigd. Uw chauffeur wacht u op aan het ophaaladres.',
  cancelledSubject: 'Uw boeking {reference} is geannuleerd',
  cancelledIntro: 'Onderstaande boeking is geannuleerd. Er wordt niets aangerekend.',
  cancelledAgain: 'Had u dit niet verwacht of wilt u een andere rit boeken? Neem dan contact met ons op.',
  changedSubject: 'Uw boeking {reference} is gewijzigd',
  changedIntro:
    'Uw boeking is gewijzigd zoals afgesproken. Hieronder vindt u uw rit zoals die nu is, met de prijs.',
  previousTotal: 'Vorig totaal',
  flightTracking: 'We volgen uw vlucht en wachten op u als die vertraging heeft.',
  summary: 'Uw rit',
  reference: 'Referentie',
  pickup: 'Van',
  pickupAddressLine: 'Ophaaladres',
  dropoff: 'Naar',
  dropoffAddressLine: 'Bestemmingsadres',
  when: 'Datum en uur',
  brusselsTime: 'Brusselse tijd',
  passengers: 'Passagiers',
  luggage: 'Bagage',
  vehicle: 'Voertuig',
  roundTrip: 'Heen en terug',
  flight: 'Vluchtnummer',
  total: 'Totaal',
  yes: 'Ja',
  no: 'Nee',
  freeCancellation: 'Gratis annuleren tot 24 uur voor het ophalen.',
  questions:
    'Vragen of wijzigingen? Bel ons op {phone} (24/7) of mail naar {email} en vermeld uw referentie.',
  signOff: 'Met vriendelijke groeten,',
};

const fr: CustomerTexts = {
  colon: '\u00a0: ',
  greeting: 'Bonjour {name},',
  requestedSubject: 'Votre réservation {reference} – bien reçue',
  requestedIntro: 'Merci pour votre réservation. Nous l’avons bien reçue et la confirmerons très rapidement.',
  confirmedSubject: 'Votre réservation {reference} est confirmée',
  confirmedIntro:
    'Bonne nouvelle : votre trajet est confirmé. Votre chauffeur vous attendra à l’adresse de prise en charge.',
  cancelledSubject: 'Votre réservation {reference} a été annulée',
  cancelledIntro: 'La réservation ci-dessous a été annulée. Rien ne vous sera facturé.',
  cancelledAgain: 'Si vous ne vous y attendiez pas, ou pour réserver un autre trajet, contactez-nous.',
  changedSubject: 'Votre réservation {reference} a été modifiée',
  changedIntro:
    'Votre réservation a été modifiée comme convenu. Voici votre trajet tel qu’il est désormais, avec son prix.',
  previousTotal: 'Total précédent',
  flightTracking: 'Nous suivons votre vol et vous attendons en cas de retard.',
  summary: 'Votre trajet',
  reference: 'Référence',
  pickup: 'Départ',
  pickupAddressLine: 'Adresse de prise en charge',
  dropoff: 'Arrivée',
  dropoffAddressLine: 'Adresse de destination',
  when: 'Date et heure',
  brusselsTime: 'heure de Bruxelles',
  passengers: 'Passagers',
  luggage: 'Bagages',
  vehicle: 'Véhicule',
  roundTrip: 'Aller-retour',
  flight: 'Numéro de vol',
  total: 'Total',
  yes: 'Oui',
  no: 'Non',
  freeCancellation: 'Annulation gratuite jusqu’à 24 heures avant la prise en charge.',
  questions:
    'Une question, une modification ? Appelez-nous au {phone} (24h/24, 7j/7) ou écrivez à {email} en indiquant votre référence.',
  signOff: 'Bien cordialement,',
};

const de: CustomerTexts = {
  colon: ': ',
  greeting: 'Guten Tag {name},',
  requestedSubject: 'Ihre Buchung {reference} – eingegangen',
  requestedIntro: 'Vielen Dank für Ihre Buchung. Sie ist bei uns eingegangen, wir bestätigen sie in Kürze.',
  confirmedSubject: 'Ihre Buchung {reference} ist bestätigt',
  confirmedIntro: 'Gute Nachricht: Ihre Fahrt ist bestätigt. Ihr Chauffeur erwartet Sie an der Abholadresse.',
  cancelledSubject: 'Ihre Buchung {reference} wurde storniert',
  cancelledIntro: 'Die folgende Buchung wurde storniert. Es wird Ihnen nichts berechnet.',
  cancelledAgain:
    'Falls Sie das nicht erwartet haben oder eine andere Fahrt buchen möchten, kontaktieren Sie uns bitte.',
  changedSubject: 'Ihre Buchung {reference} wurde geändert',
  changedIntro:
    'Ihre Buchung wurde wie vereinbart geändert. Hier ist Ihre Fahrt, wie sie jetzt ist, mit ihrem Preis.',
  previousTotal: 'Bisheriger Gesamtbetrag',
  flightTracking: 'Wir verfolgen Ihren Flug und warten bei einer Verspätung auf Sie.',
  summary: 'Ihre Fahrt',
  reference: 'Referenz',
  pickup: 'Von',
  pickupAddressLine: 'Abholadresse',
  dropoff: 'Nach',
  dropoffAddressLine: 'Zieladresse',
  when: 'Datum und Uhrzeit',
  brusselsTime: 'Brüsseler Zeit',
  passengers: 'Fahrgäste',
  luggage: 'Gepäckstücke',
  vehicle: 'Fahrzeug',
  roundTrip: 'Hin- und Rückfahrt',
  flight: 'Flugnummer',
  total: 'Gesamtbetrag',
  yes: 'Ja',
  no: 'Nein',
  freeCancellation: 'Kostenlose Stornierung bis 24 Stunden vor der Abholung.',
  questions:
    'Fragen oder Änderungen? Rufen Sie uns an unter {phone} (rund um die Uhr) oder schreiben Sie an {email} und nennen Sie Ihre Referenz.',
  signOff: 'Mit freundlichen Grüßen,',
};

const TEXTS: Record<Language, CustomerTexts> = { en, nl, fr, de };

/** The customer's language when it is one of the site's, else English. */
export const languageOr = (language: string): Language =>
  (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';

export const textsFor = (language: string): CustomerTexts => TEXTS[languageOr(language)];

/** Replaces `{key}` marks with values (plain text; the HTML side escapes the result). */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (mark, key: string) => values[key] ?? mark);
