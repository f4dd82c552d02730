import { privacyDe } from '../content/privacy.de';
import { privacyEn } from '../content/privacy.en';
import { privacyFr } from '../content/privacy.fr';
import { privacyNl } from '../content/privacy.nl';
import { LegalPage } from './LegalPage';

/** Bundled with this route only: the four languages of a long text stay out of the landing page's code. */
export const PRIVACY = { en: privacyEn, nl: privacyNl, fr: privacyFr, de: privacyDe };

/** /privacy: what is stored, why, for how long, and how to ask for erasure (GDPR). */
export function PrivacyPage() {
  return <LegalPage documents={PRIVACY} />;
}
