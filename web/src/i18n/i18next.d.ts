import 'i18next';
import type { en } from './locales/en';
import type { adminEn } from '../features/admin/i18n/en';
import type { driverEn } from '../features/driver/i18n/en';
import type { manageEn } from '../features/manage-booking/i18n/en';
import type { noticeTexts } from './notice-texts';
import type { wizardEn } from '../features/reservation/i18n/en';
import type { setPasswordEn } from '../features/auth/i18n/set-password-en';
import type { AdminGuardTexts } from '../features/auth/i18n/admin-guard-en';
import type { passwordResetEn } from '../features/auth/i18n/password-reset-en';
import type { aboutEn } from '../features/about/i18n/en';
import type { myAccountEn } from '../features/my-account/i18n/my-account-en';
import type { fareTextsEn } from '../features/service-catalog/i18n/fare-texts';
import type { legalTextsEn } from '../features/legal/i18n/legal-texts';
import type { ChangeTexts } from '../features/manage-booking/change/i18n/en';
import type { rateTripEn } from '../features/manage-booking/rating/i18n/en';
import type { receiptEn } from '../features/manage-booking/receipt/i18n/en';
import type { ClockChangeTexts } from '../features/clock-change/clock-change-texts';
import type { StepOpensTexts } from '../lib/step-opens-texts';

// Typed keys: a misspelt or missing translation key fails the type check instead of showing the raw key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The wizard's texts ship with the /reservation chunk (features/reservation/i18n) but share the namespace.
    resources: {
      translation: typeof en & {
        wizard: typeof wizardEn;
        setPassword: typeof setPasswordEn;
        passwordReset: typeof passwordResetEn;
        adminAccess: AdminGuardTexts;
        about: typeof aboutEn;
        manageChange: ChangeTexts;
        myAccount: typeof myAccountEn;
        rateTrip: typeof rateTripEn;
        receipt: typeof receiptEn;
        clockChange: ClockChangeTexts;
        services: { detail: typeof fareTextsEn };
        legal: typeof legalTextsEn;
      };
      admin: typeof adminEn;
      driver: typeof driverEn;
      manage: typeof manageEn;
      notice: (typeof noticeTexts)['en'];
      stepOpens: StepOpensTexts;
    };
  }
}
