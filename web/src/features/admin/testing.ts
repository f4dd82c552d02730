/**
 * For tests outside the admin feature: the panel's texts in its four languages (the `admin` namespace), so
 * a server test can check that every name the server lists (the activity filter's kinds) has its words.
 */
import { adminDe } from './i18n/de';
import { adminEn } from './i18n/en';
import { adminFr } from './i18n/fr';
import { adminNl } from './i18n/nl';

export const adminTexts = { en: adminEn, nl: adminNl, fr: adminFr, de: adminDe };
