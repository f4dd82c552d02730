import type { ReceiptTexts } from './en';

export const receiptDe: ReceiptTexts = {
  title: 'Quittung',
  checking: 'Ihre Quittung wird geladen…',
  reference: 'Referenz',
  date: 'Datum der Fahrt',
  customer: 'Kunde',
  from: 'Abholung',
  to: 'Ziel',
  roundTrip: 'Hin- und Rückfahrt',
  vehicle: 'Fahrzeug',
  distance: 'Entfernung',
  net: 'Betrag ohne MwSt.',
  vat: 'MwSt. {{rate}}\u00a0%',
  total: 'Gesamt bezahlt (inkl. MwSt.)',
  vatNumber: 'USt-IdNr.',
  print: 'Drucken',
  download: 'PDF herunterladen',
  thanks: 'Vielen Dank, dass Sie mit uns gefahren sind.',
  notCompleted: 'Die Quittung ist verfügbar, sobald die Fahrt abgeschlossen ist.',
  invalid: 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer E-Mail.',
  failed: 'Die Quittung konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
};
