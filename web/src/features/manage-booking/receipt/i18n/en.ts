import { RECEIPT_TEXTS } from '@chauffeur/contracts';

/** The receipt's own words (contracts, shared with the PDF), then the page's. */
export const receiptEn = {
  ...RECEIPT_TEXTS.en,
  checking: 'Loading your receipt…',
  print: 'Print',
  download: 'Download PDF',
  notCompleted: 'The receipt is available once the ride is completed.',
  invalid: 'This link is not valid. Please use the link from your e-mail.',
  failed: 'The receipt could not be loaded. Please try again later.',
};

export type ReceiptTexts = { [K in keyof typeof receiptEn]: string };
