import type { ReceiptTexts } from './en';

export const receiptNl: ReceiptTexts = {
  title: 'Ontvangstbewijs',
  checking: 'Uw ontvangstbewijs wordt geladen…',
  reference: 'Referentie',
  date: 'Datum van de rit',
  customer: 'Klant',
  from: 'Vertrek',
  to: 'Bestemming',
  roundTrip: 'Heen en terug',
  vehicle: 'Voertuig',
  distance: 'Afstand',
  net: 'Bedrag exclusief btw',
  vat: 'Btw {{rate}}%',
  total: 'Totaal betaald (btw inbegrepen)',
  vatNumber: 'Btw-nummer',
  print: 'Afdrukken',
  download: 'Pdf downloaden',
  thanks: 'Bedankt om met ons te rijden.',
  notCompleted: 'Het ontvangstbewijs is beschikbaar zodra de rit voltooid is.',
  invalid: 'Deze link is niet geldig. Gebruik de link uit uw e-mail.',
  failed: 'Het ontvangstbewijs kon niet worden geladen. Probeer het later opnieuw.',
};
