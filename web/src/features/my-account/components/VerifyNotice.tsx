import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { currentLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { resendVerificationRequest } from '../api/me-api';

type Outcome = 'sent' | 'tooSoon' | 'failed';

/** Until the address is verified: why some bookings may be missing, and the link sent again on demand. */
export function VerifyNotice() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const resend = async () => {
    setPending(true);
    try {
      await resendVerificationRequest(currentLanguage());
      setOutcome('sent');
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 429 ? 'tooSoon' : 'failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mt-6 rounded-md border border-gold-400/40 bg-gold-400/5 p-4 text-stone-200 sm:p-5">
      <p>{t('myAccount.notice.text')}</p>
      <BusyButton busy={pending} onClick={() => void resend()} className="btn-outline mt-3 min-h-11">
        {pending ? t('myAccount.notice.sending') : t('myAccount.notice.resend')}
      </BusyButton>
      {outcome ? (
        <p role={outcome === 'sent' ? 'status' : 'alert'} className="mt-3 text-sm">
          {t(`myAccount.notice.${outcome}`)}
        </p>
      ) : null}
    </div>
  );
}
