import { LANGUAGES, type Language } from '@chauffeur/contracts';

/** Every sentence of the customer's e-mails, in one language. `{x}` marks are filled by `fill`. */
export interface CustomerTexts {
  greeting: string;
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
  /** The setting at 0 hours: the customer cancels online until pickup itself (decision 284). */
  freeCancellationUntilPickup: string;
  questions: string;
  signOff: string;
  /** Issue 18 (g): the customer cancelled through the manage link. */
  cancelledByCustomerIntro: string;
  /** Issue 18 point 4: every customer e-mail carries the manage link ({link}). */
  manageLink: string;
  /** The same link on a booking that is over (cancelled, completed): nothing left to change. */
  viewLink: string;
  /** The chauffeur's rows (issue 18 point 4: chauffeur assigned, on the way, the reminder). */
  chauffeur: string;
  chauffeurPhone: string;
  car: string;
  assignedSubject: string;
  assignedIntro: string;
  /** The same before a car is assigned to the chauffeur: no car to show yet. */
  assignedIntroWithoutCar: string;
  /** Issue 18 point 6: RideStarted. */
  onTheWaySubject: string;
  onTheWayIntro: string;
  /** Issue 18 point 4: 24 h before pickup. */
  reminderSubject: string;
  reminderIntro: string;
  /** Issue 18 point 4: after RideCompleted, with the rating link ({link}). */
  thanksSubject: string;
  thanksIntro: string;
  rateLink: string;
  /** Decision 339: the link to the booking's calendar file in the mails of a ride ahead (the page's words). */
  addToCalendar: string;
}

const en: CustomerTexts = {
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
  freeCancellation: 'Free cancellation up to {hours} before pickup.',
  freeCancellationUntilPickup: 'Free cancellation until pickup.',
  questions: 'Questions or changes? Call us at {phone} (24/7) or write to {email}, quoting your reference.',
  signOff: 'Kind regards,',
  cancelledByCustomerIntro:
    'As you asked, your booking below has been cancelled. Nothing will be charged for it.',
  manageLink: 'See your booking, change or cancel it: {link}',
  viewLink: 'See your booking: {link}',
  chauffeur: 'Your chauffeur',
  chauffeurPhone: 'Chauffeur’s phone',
  car: 'Car',
  assignedSubject: 'Your chauffeur for booking {reference}',
  assignedIntro: '{chauffeur} will be your chauffeur. Here are the car and how to reach them on the day.',
  assignedIntroWithoutCar: '{chauffeur} will be your chauffeur. Here is how to reach them on the day.',
  onTheWaySubject: 'Your chauffeur is on the way – {reference}',
  onTheWayIntro: 'Your chauffeur is on the way: {chauffeur} is heading to your pickup address.',
  reminderSubject: 'Your ride {reference} is coming up',
  reminderIntro: 'A reminder of your ride: your chauffeur will be waiting for you at the pickup address.',
  thanksSubject: 'Thank you for riding with us – {reference}',
  thanksIntro: 'Thank you for riding with us. We hope you had a pleasant journey.',
  rateLink: 'How was your ride? Rate it in one minute: {link}',
  addToCalendar: 'Add to calendar',
};

const nl: CustomerTexts = {
  greeting: 'Beste {name},',
  requestedSubject: 'Uw boeking {reference} – goed ontvangen',
  requestedIntro: 'Bedankt voor uw boeking. We hebben ze goed ontvangen en bevestigen ze zo snel mogelijk.',
  confirmedSubject: 'Uw boeking {reference} is bevestigd',
  confirmedIntro: 'Goed nieuws: uw rit is bevestigd. Uw chauffeur wacht u op aan de opstapplaats.',
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
  pickupAddressLine: 'Straat en huisnummer opstapplaats',
  dropoff: 'Naar',
  dropoffAddressLine: 'Straat en huisnummer bestemming',
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
  freeCancellation: 'Gratis annuleren tot {hours} voor het ophalen.',
  freeCancellationUntilPickup: 'Gratis annuleren tot het ophalen.',
  questions:
    'Vragen of wijzigingen? Bel ons op {phone} (24/7) of mail naar {email} en vermeld uw referentie.',
  signOff: 'Met vriendelijke groeten,',
  cancelledByCustomerIntro: 'Zoals u vroeg, is onderstaande boeking geannuleerd. Er wordt niets aangerekend.',
  manageLink: 'Bekijk, wijzig of annuleer uw boeking: {link}',
  viewLink: 'Bekijk uw boeking: {link}',
  chauffeur: 'Uw chauffeur',
  chauffeurPhone: 'Telefoon van de chauffeur',
  car: 'Wagen',
  assignedSubject: 'Uw chauffeur voor boeking {reference}',
  assignedIntro:
    '{chauffeur} wordt uw chauffeur. Hieronder vindt u de wagen en hoe u de chauffeur die dag bereikt.',
  assignedIntroWithoutCar:
    '{chauffeur} wordt uw chauffeur. Hieronder vindt u hoe u de chauffeur die dag bereikt.',
  onTheWaySubject: 'Uw chauffeur is onderweg – {reference}',
  onTheWayIntro: 'Uw chauffeur is onderweg: {chauffeur} rijdt naar uw opstapplaats.',
  reminderSubject: 'Uw rit {reference} komt eraan',
  reminderIntro: 'Een herinnering aan uw rit: uw chauffeur wacht u op aan de opstapplaats.',
  thanksSubject: 'Bedankt voor uw rit met ons – {reference}',
  thanksIntro: 'Bedankt voor uw rit met ons. We hopen dat u een aangename reis had.',
  rateLink: 'Hoe was uw rit? Beoordeel hem in één minuut: {link}',
  addToCalendar: 'Toevoegen aan agenda',
};

const fr: CustomerTexts = {
  greeting: 'Bonjour {name},',
  requestedSubject: 'Votre réservation {reference} – bien reçue',
  requestedIntro: 'Merci pour votre réservation. Nous l’avons bien reçue et la confirmerons très rapidement.',
  confirmedSubject: 'Votre réservation {reference} est confirmée',
  confirmedIntro:
    'Bonne nouvelle\u00a0: votre trajet est confirmé. Votre chauffeur vous attendra à l’adresse de prise en charge.',
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
  freeCancellation: 'Annulation gratuite jusqu’à {hours} avant la prise en charge.',
  freeCancellationUntilPickup: 'Annulation gratuite jusqu’à la prise en charge.',
  questions:
    'Une question, une modification\u00a0? Appelez-nous au {phone} (24 h/24, 7 j/7) ou écrivez à {email} en indiquant votre référence.',
  signOff: 'Bien cordialement,',
  cancelledByCustomerIntro:
    'Comme vous l’avez demandé, la réservation ci-dessous a été annulée. Rien ne vous sera facturé.',
  manageLink: 'Consultez, modifiez ou annulez votre réservation\u00a0: {link}',
  viewLink: 'Consultez votre réservation\u00a0: {link}',
  chauffeur: 'Votre chauffeur',
  chauffeurPhone: 'Téléphone du chauffeur',
  car: 'Voiture',
  assignedSubject: 'Votre chauffeur pour la réservation {reference}',
  assignedIntro:
    '{chauffeur} sera votre chauffeur. Voici la voiture et comment le joindre le jour du trajet.',
  assignedIntroWithoutCar: '{chauffeur} sera votre chauffeur. Voici comment le joindre le jour du trajet.',
  onTheWaySubject: 'Votre chauffeur est en route – {reference}',
  onTheWayIntro:
    'Votre chauffeur est en route\u00a0: {chauffeur} se rend à votre adresse de prise en charge.',
  reminderSubject: 'Votre trajet {reference} approche',
  reminderIntro:
    'Un rappel de votre trajet\u00a0: votre chauffeur vous attendra à l’adresse de prise en charge.',
  thanksSubject: 'Merci d’avoir voyagé avec nous – {reference}',
  thanksIntro: 'Merci d’avoir voyagé avec nous. Nous espérons que votre trajet a été agréable.',
  rateLink: 'Comment s’est passé votre trajet\u00a0? Donnez votre avis en une minute\u00a0: {link}',
  addToCalendar: 'Ajouter à mon agenda',
};

const de: CustomerTexts = {
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
  freeCancellation: 'Kostenlose Stornierung bis {hours} vor der Abholung.',
  freeCancellationUntilPickup: 'Kostenlose Stornierung bis zur Abholung.',
  questions:
    'Fragen oder Änderungen? Rufen Sie uns an unter {phone} (rund um die Uhr) oder schreiben Sie an {email} und nennen Sie Ihre Referenz.',
  signOff: 'Mit freundlichen Grüßen,',
  cancelledByCustomerIntro:
    'Wie gewünscht wurde die folgende Buchung storniert. Es wird Ihnen nichts berechnet.',
  manageLink: 'Buchung ansehen, ändern oder stornieren: {link}',
  viewLink: 'Ihre Buchung ansehen: {link}',
  chauffeur: 'Ihr Chauffeur',
  chauffeurPhone: 'Telefon des Chauffeurs',
  car: 'Wagen',
  assignedSubject: 'Ihr Chauffeur für die Buchung {reference}',
  assignedIntro:
    '{chauffeur} wird Ihr Chauffeur sein. Hier sind der Wagen und wie Sie ihn am Tag der Fahrt erreichen.',
  assignedIntroWithoutCar:
    '{chauffeur} wird Ihr Chauffeur sein. Hier sehen Sie, wie Sie ihn am Tag der Fahrt erreichen.',
  onTheWaySubject: 'Ihr Chauffeur ist unterwegs – {reference}',
  onTheWayIntro: 'Ihr Chauffeur ist unterwegs: {chauffeur} fährt zu Ihrer Abholadresse.',
  reminderSubject: 'Ihre Fahrt {reference} steht bevor',
  reminderIntro: 'Eine Erinnerung an Ihre Fahrt: Ihr Chauffeur erwartet Sie an der Abholadresse.',
  thanksSubject: 'Danke, dass Sie mit uns gefahren sind – {reference}',
  thanksIntro: 'Danke, dass Sie mit uns gefahren sind. Wir hoffen, Sie hatten eine angenehme Fahrt.',
  rateLink: 'Wie war Ihre Fahrt? Bewerten Sie sie in einer Minute: {link}',
  addToCalendar: 'Zum Kalender hinzufügen',
};

const TEXTS: Record<Language, CustomerTexts> = { en, nl, fr, de };

/** The customer's language when it is one of the site's, else English. */
export const languageOr = (language: string): Language =>
  (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';

export const textsFor = (language: string): CustomerTexts => TEXTS[languageOr(language)];

/** Replaces `{key}` marks with values (plain text; the HTML side escapes the result). */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (mark, key: string) => values[key] ?? mark);
