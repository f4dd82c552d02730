export const receiptEn = {
  title: 'Receipt',
  checking: 'Loading your receipt…',
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
  print: 'Print',
  download: 'Download PDF',
  thanks: 'Thank you for riding with us.',
  notCompleted: 'The receipt is available once the ride is completed.',
  invalid: 'This link is not valid. Please use the link from your e-mail.',
  failed: 'The receipt could not be loaded. Please try again later.',
} as const;

export type ReceiptTexts = { [K in keyof typeof receiptEn]: string };
