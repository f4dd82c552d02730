/** For tests outside the manage-booking feature: its Dutch texts (one word per status across pages, decision 306). */
export { manageNl } from './i18n/nl';
