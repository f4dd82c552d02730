import { RECEIPT_TEXTS } from '@chauffeur/contracts';
import type { ReceiptTexts } from './en';

export const receiptNl: ReceiptTexts = {
  ...RECEIPT_TEXTS.nl,
  checking: 'Uw ontvangstbewijs wordt geladen…',
  print: 'Afdrukken',
  download: 'Pdf downloaden',
  notCompleted: 'Het ontvangstbewijs is beschikbaar zodra de rit voltooid is.',
  invalid: 'Deze link is niet geldig. Gebruik de link uit uw e-mail.',
  failed: 'Het ontvangstbewijs kon niet worden geladen. Probeer het later opnieuw.',
};
