import type { Language } from '@chauffeur/contracts';

/**
 * The sentences of the change-request e-mails (issue 18 point 2), one set per language; the labels of the
 * ride (reference, date, passengers…) and the greeting come from the booking e-mails' texts.
 */
export interface ChangeRequestTexts {
  receivedSubject: string;
  receivedIntro: string;
  declinedSubject: string;
  declinedIntro: string;
  reason: string;
  pricedSubject: string;
  pricedIntro: string;
  newTotal: string;
  asked: string;
  noFlight: string;
  manage: string;
}

const en: ChangeRequestTexts = {
  receivedSubject: 'Your booking {reference} – we have received your change request',
  receivedIntro:
    'We have received your request to change your booking. We will answer it shortly; until then your booking stays as it is.',
  declinedSubject: 'Your booking {reference} – we cannot make the change you asked for',
  declinedIntro: 'We are sorry: we cannot make the change you asked for. Your booking stays as it is.',
  reason: 'Reason',
  pricedSubject: 'Your booking {reference} – please confirm the new price',
  pricedIntro:
    'We can make the change you asked for, at a new price. It applies only once you confirm it on your booking page; you may also keep your booking as it is.',
  newTotal: 'New total',
  asked: 'You asked for',
  noFlight: 'none',
  manage: 'See or manage your booking: {url}',
};

const nl: ChangeRequestTexts = {
  receivedSubject: 'Uw boeking {reference} – we hebben uw wijzigingsverzoek ontvangen',
  receivedIntro:
    'We hebben uw verzoek om uw boeking te wijzigen ontvangen. We antwoorden u spoedig; tot dan blijft uw boeking zoals ze is.',
  declinedSubject: 'Uw boeking {reference} – we kunnen de gevraagde wijziging niet uitvoeren',
  declinedIntro:
    'Het spijt ons: we kunnen de gevraagde wijziging niet uitvoeren. Uw boeking blijft zoals ze is.',
  reason: 'Reden',
  pricedSubject: 'Uw boeking {reference} – bevestig de nieuwe prijs',
  pricedIntro:
    'We kunnen de gevraagde wijziging uitvoeren, tegen een nieuwe prijs. Ze geldt pas zodra u ze bevestigt op uw boekingspagina; u kunt uw boeking ook houden zoals ze is.',
  newTotal: 'Nieuw totaal',
  asked: 'U vroeg',
  noFlight: 'geen',
  manage: 'Uw boeking bekijken of beheren: {url}',
};

const fr: ChangeRequestTexts = {
  receivedSubject: 'Votre réservation {reference} – nous avons reçu votre demande de modification',
  receivedIntro:
    'Nous avons reçu votre demande de modification. Nous y répondrons sous peu\u00a0; d’ici là, votre réservation reste inchangée.',
  declinedSubject: 'Votre réservation {reference} – nous ne pouvons pas effectuer la modification demandée',
  declinedIntro:
    'Nous sommes désolés\u00a0: nous ne pouvons pas effectuer la modification demandée. Votre réservation reste inchangée.',
  reason: 'Motif',
  pricedSubject: 'Votre réservation {reference} – veuillez confirmer le nouveau prix',
  pricedIntro:
    'Nous pouvons effectuer la modification demandée, à un nouveau prix. Elle ne s’applique qu’une fois confirmée sur la page de votre réservation\u00a0; vous pouvez aussi garder votre réservation telle quelle.',
  newTotal: 'Nouveau total',
  asked: 'Votre demande',
  noFlight: 'aucun',
  manage: 'Voir ou gérer votre réservation\u00a0: {url}',
};

const de: ChangeRequestTexts = {
  receivedSubject: 'Ihre Buchung {reference} – wir haben Ihre Änderungsanfrage erhalten',
  receivedIntro:
    'Wir haben Ihre Anfrage zur Änderung Ihrer Buchung erhalten. Wir antworten Ihnen in Kürze; bis dahin bleibt Ihre Buchung unverändert.',
  declinedSubject: 'Ihre Buchung {reference} – die gewünschte Änderung ist nicht möglich',
  declinedIntro:
    'Es tut uns leid: Die gewünschte Änderung ist nicht möglich. Ihre Buchung bleibt unverändert.',
  reason: 'Grund',
  pricedSubject: 'Ihre Buchung {reference} – bitte bestätigen Sie den neuen Preis',
  pricedIntro:
    'Wir können die gewünschte Änderung vornehmen, zu einem neuen Preis. Sie gilt erst, wenn Sie sie auf Ihrer Buchungsseite bestätigen; Sie können Ihre Buchung auch unverändert lassen.',
  newTotal: 'Neuer Gesamtbetrag',
  asked: 'Ihre Anfrage',
  noFlight: 'keine',
  manage: 'Ihre Buchung ansehen oder verwalten: {url}',
};

export const CHANGE_REQUEST_TEXTS: Record<Language, ChangeRequestTexts> = { en, nl, fr, de };
