import type { MyAccountTexts } from './my-account-en';

export const myAccountNl: MyAccountTexts = {
  bookings: {
    title: 'Mijn boekingen',
    loading: 'Uw boekingen worden geladen…',
    failed: 'Uw boekingen konden niet worden geladen. Probeer het later opnieuw.',
    retry: 'Opnieuw proberen',
    signIn: 'Meld u aan om uw boekingen te zien.',
    signInAction: 'Aanmelden',
    upcoming: 'Komend',
    past: 'Voorbij en geannuleerd',
    empty: 'U hebt nog geen boekingen.',
    noUpcoming: 'Geen komende rit.',
    book: 'Een rit boeken',
    manage: 'Bekijken en beheren',
    reference: 'Referentie {{reference}}',
    status: {
      pending: 'Aangevraagd',
      confirmed: 'Bevestigd',
      in_progress: 'Onderweg',
      completed: 'Voltooid',
      cancelled: 'Geannuleerd',
      no_show: 'Niet komen opdagen',
    },
  },
  notice: {
    text: 'Bevestig uw e-mailadres om ook de boekingen te zien die u er zonder aan te melden mee maakte.',
    resend: 'De link opnieuw sturen',
    sending: 'Versturen…',
    sent: 'We hebben u een nieuwe link gestuurd. Kijk in uw mailbox.',
    tooSoon: 'Er is net een link verstuurd. Wacht even voor u een nieuwe vraagt.',
    failed: 'De link kon niet worden verstuurd. Probeer het later opnieuw.',
  },
  verify: {
    title: 'Uw e-mailadres bevestigen',
    checking: 'Uw adres wordt bevestigd…',
    done: 'Bedankt: {{email}} is bevestigd.',
    expired: 'Deze link is verlopen. Meld u aan en vraag een nieuwe onder Mijn boekingen.',
    invalid: 'Deze link is niet geldig. Meld u aan en vraag een nieuwe onder Mijn boekingen.',
    failed: 'Uw adres kon nu niet worden bevestigd. Probeer het later opnieuw.',
    toBookings: 'Mijn boekingen bekijken',
  },
};
