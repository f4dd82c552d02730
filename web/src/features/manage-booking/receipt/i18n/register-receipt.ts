import { i18n } from '../../../../i18n';
import { receiptDe } from './de';
import { receiptEn } from './en';
import { receiptFr } from './fr';
import { receiptNl } from './nl';

const TEXTS = { en: receiptEn, nl: receiptNl, fr: receiptFr, de: receiptDe } as const;

/**
 * Adds the receipt page's texts under `receipt.` when its chunk loads: only customers of completed rides
 * open it, so the landing page's JavaScript (it has a weight budget) does not carry them.
 */
export function registerReceiptTexts() {
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.exists('receipt.title', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { receipt: texts }, true, false);
  }
}
