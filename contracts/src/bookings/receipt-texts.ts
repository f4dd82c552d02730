import type { Language } from '../http/config';

/** The words a receipt shows, on paper and on screen. */
export interface ReceiptTexts {
  title: string;
  reference: string;
  date: string;
  customer: string;
  from: string;
  to: string;
  roundTrip: string;
  vehicle: string;
  distance: string;
  net: string;
  /** With the rate where i18next puts it (`{{rate}}`): the web page fills it there, the PDF by receiptVat. */
  vat: string;
  total: string;
  vatNumber: string;
  thanks: string;
}

/**
 * The receipt's words in each language, once for the PDF (services/bookings/receipt/receipt-pdf.ts) and the
 * web page (web/src/features/manage-booking/receipt): one receipt must read the same on paper and on screen.
 * The two kept a copy each, and their German total already differed ("MwSt. inbegriffen" / "inkl. MwSt.").
 */
export const RECEIPT_TEXTS = {
  en: {
    title: 'Receipt',
    reference: 'Reference',
    date: 'Date of the ride',
    customer: 'Customer',
    from: 'From',
    to: 'To',
    roundTrip: 'Round trip',
    vehicle: 'Vehicle',
    distance: 'Distance',
    net: 'Amount excluding VAT',
    vat: 'VAT {{rate}}%',
    total: 'Total paid (VAT included)',
    vatNumber: 'VAT number',
    thanks: 'Thank you for riding with us.',
  },
  fr: {
    title: 'Reçu',
    reference: 'Référence',
    date: 'Date du trajet',
    customer: 'Client',
    from: 'Départ',
    to: 'Destination',
    roundTrip: 'Aller-retour',
    vehicle: 'Véhicule',
    distance: 'Distance',
    net: 'Montant hors TVA',
    vat: 'TVA {{rate}}\u00a0%',
    total: 'Total payé (TVA comprise)',
    vatNumber: 'Numéro de TVA',
    thanks: 'Merci d’avoir voyagé avec nous.',
  },
  nl: {
    title: 'Ontvangstbewijs',
    reference: 'Referentie',
    date: 'Datum van de rit',
    customer: 'Klant',
    from: 'Vertrek',
    to: 'Bestemming',
    roundTrip: 'Heen en terug',
    vehicle: 'Voertuig',
    distance: 'Afstand',
    net: 'Bedrag exclusief btw',
    // Dutch writes the sign against the number, as `Intl` does for nl (the dashboard's 67%).
    vat: 'Btw {{rate}}%',
    total: 'Totaal betaald (btw inbegrepen)',
    vatNumber: 'Btw-nummer',
    thanks: 'Bedankt om met ons te rijden.',
  },
  de: {
    title: 'Quittung',
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
    thanks: 'Vielen Dank, dass Sie mit uns gefahren sind.',
  },
} as const satisfies Record<Language, ReceiptTexts>;

/** The VAT line with its rate, as the web page's i18next gives it ("TVA 21 %"). */
export const receiptVat = (texts: ReceiptTexts, rate: number): string =>
  texts.vat.replace('{{rate}}', String(rate));
