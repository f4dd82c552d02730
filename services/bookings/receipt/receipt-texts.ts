import type { Language } from '@chauffeur/contracts';

/** The PDF receipt's words, in the booking's language (the web page has its own bundle of the same). */
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
  vat: (rate: number) => string;
  total: string;
  vatIncluded: string;
  vatNumber: string;
  thanks: string;
}

export const RECEIPT_TEXTS: Record<Language, ReceiptTexts> = {
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
    vat: (rate) => `VAT ${rate}%`,
    total: 'Total paid',
    vatIncluded: 'VAT included',
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
    vat: (rate) => `TVA ${rate}\u00a0%`,
    total: 'Total payé',
    vatIncluded: 'TVA comprise',
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
    vat: (rate) => `Btw ${rate}%`,
    total: 'Totaal betaald',
    vatIncluded: 'btw inbegrepen',
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
    vat: (rate) => `MwSt. ${rate}\u00a0%`,
    total: 'Gesamt bezahlt',
    vatIncluded: 'MwSt. inbegriffen',
    vatNumber: 'USt-IdNr.',
    thanks: 'Vielen Dank, dass Sie mit uns gefahren sind.',
  },
};
