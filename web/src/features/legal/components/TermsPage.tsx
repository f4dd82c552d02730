import { termsDe } from '../content/terms.de';
import { termsEn } from '../content/terms.en';
import { termsFr } from '../content/terms.fr';
import { termsNl } from '../content/terms.nl';
import { LegalPage } from './LegalPage';

/** Bundled with this route only, like the privacy policy. */
export const TERMS = { en: termsEn, nl: termsNl, fr: termsFr, de: termsDe };

/** /terms: the booking terms, free cancellation up to 24 h before pickup included. */
export function TermsPage() {
  return <LegalPage documents={TERMS} />;
}
