import { useTranslation } from 'react-i18next';
import { useBookingTerms } from '../api/bookingTerms';

/**
 * The wizard's promise, true to the settings (decision 278): "confirmed at once" only with automatic
 * confirmation on (off by default, SPEC 3: a booking is then requested, and confirmed by e-mail), and the
 * free-cancellation hours the company set. Until they are known, only what holds either way.
 */
export function WizardIntro() {
  const { t } = useTranslation();
  const terms = useBookingTerms().data;
  if (!terms) return <p>{t('wizard.intro')}</p>;
  return (
    <p>
      {t(terms.automatic_confirmation ? 'wizard.introConfirmedAtOnce' : 'wizard.introRequested')}{' '}
      {t('wizard.freeCancellationUpTo', { count: terms.free_cancellation_hours })}
    </p>
  );
}
