import type { MyAccountTexts } from './my-account-en';

export const myAccountDe: MyAccountTexts = {
  bookings: {
    title: 'Meine Buchungen',
    loading: 'Ihre Buchungen werden geladen…',
    failed: 'Ihre Buchungen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    retry: 'Erneut versuchen',
    signIn: 'Melden Sie sich an, um Ihre Buchungen zu sehen.',
    signInAction: 'Anmelden',
    upcoming: 'Bevorstehend',
    past: 'Vergangen und storniert',
    empty: 'Sie haben noch keine Buchungen.',
    noUpcoming: 'Keine bevorstehende Fahrt.',
    book: 'Eine Fahrt buchen',
    manage: 'Ansehen und verwalten',
    reference: 'Referenz <reference>{{reference}}</reference>',
    status: {
      pending: 'Angefragt',
      confirmed: 'Bestätigt',
      in_progress: 'Unterwegs',
      completed: 'Abgeschlossen',
      cancelled: 'Storniert',
      no_show: 'Nicht erschienen',
    },
  },
  notice: {
    text: 'Bestätigen Sie Ihre E-Mail-Adresse, um auch die Buchungen zu sehen, die Sie ohne Anmeldung damit gemacht haben.',
    resend: 'Link erneut senden',
    sending: 'Wird gesendet…',
    sent: 'Wir haben Ihnen einen neuen Link geschickt. Bitte sehen Sie in Ihren E-Mails nach.',
    tooSoon: 'Gerade wurde ein Link gesendet. Bitte warten Sie kurz, bevor Sie einen neuen anfordern.',
    failed: 'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  },
  verify: {
    title: 'Ihre E-Mail-Adresse bestätigen',
    checking: 'Ihre Adresse wird bestätigt…',
    done: 'Danke: {{email}} ist bestätigt.',
    expired:
      'Dieser Link ist abgelaufen. Melden Sie sich an und fordern Sie unter Meine Buchungen einen neuen an.',
    invalid:
      'Dieser Link ist ungültig. Melden Sie sich an und fordern Sie unter Meine Buchungen einen neuen an.',
    failed: 'Ihre Adresse konnte gerade nicht bestätigt werden. Bitte versuchen Sie es später erneut.',
    toBookings: 'Meine Buchungen ansehen',
  },
  staff: {
    title: 'Mitarbeiterkonto',
    signedInAs: 'Angemeldet als {{email}} ({{role}}).',
    text: 'Mein Konto ist der Bereich, in dem Kunden ihre Buchungen finden. Ihre Arbeit erledigen Sie hier:',
    open: { admin: 'Verwaltung öffnen', driver: 'Meine Fahrten öffnen' },
    ownRide:
      'Eine Fahrt, die Sie für sich selbst buchen: nutzen Sie den Link in der Bestätigungs-E-Mail oder',
    findBooking: 'Meine Buchung finden',
    roles: { admin: 'Administrator', dispatcher: 'Disponent', driver: 'Chauffeur' },
  },
  password: {
    title: 'Passwort ändern',
    link: 'Passwort ändern',
    back: 'Zurück zu meinem Konto',
    intro:
      'Geben Sie Ihr aktuelles Passwort und dann das neue ein. Hier bleiben Sie angemeldet; Ihre anderen Geräte werden abgemeldet.',
    current: 'Aktuelles Passwort',
    next: 'Neues Passwort',
    confirm: 'Neues Passwort wiederholen',
    submit: 'Passwort ändern',
    saving: 'Wird geändert…',
    done: 'Ihr Passwort wurde geändert. Ihre anderen Geräte wurden abgemeldet.',
    currentRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
    mismatch: 'Die beiden neuen Passwörter stimmen nicht überein.',
    signIn: 'Melden Sie sich an, um Ihr Passwort zu ändern.',
    signInAction: 'Anmelden',
  },
};
