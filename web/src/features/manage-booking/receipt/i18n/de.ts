import { RECEIPT_TEXTS } from '@chauffeur/contracts';
import type { ReceiptTexts } from './en';

export const receiptDe: ReceiptTexts = {
  ...RECEIPT_TEXTS.de,
  checking: 'Ihre Quittung wird geladen…',
  print: 'Drucken',
  download: 'PDF herunterladen',
  notCompleted: 'Die Quittung ist verfügbar, sobald die Fahrt abgeschlossen ist.',
  invalid: 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer E-Mail.',
  failed: 'Die Quittung konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
};
