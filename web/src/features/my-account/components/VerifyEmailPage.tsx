import { Link } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VERIFY_MESSAGES } from '@chauffeur/contracts';
import { AlertIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLinkToken } from '../../auth';
import { verifyEmailRequest } from '../api/me-api';
import { registerMyAccountTexts } from '../i18n/register-my-account';
import { MY_BOOKINGS_KEY } from './MyBookingsPage';

registerMyAccountTexts();

/** The server's texts for a link that does not work → this page's own, in the visitor's language. */
const problemOf = (error: unknown): 'expired' | 'invalid' | 'failed' => {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) return 'failed';
  return error.problem?.detail === VERIFY_MESSAGES.expired ? 'expired' : 'invalid';
};

/**
 * /account/verify-email#token=… (issue 18 point 3; the token in the fragment, decision 260): the page the sign-up e-mail links to. It verifies on open (the
 * server answers the same to a second opening) and says so; then My bookings also shows the bookings made
 * as a guest with the address. No session needed: the link may be opened on another device.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myAccount.verify.title'));
  const token = useLinkToken();
  const queryClient = useQueryClient();
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const result = await verifyEmailRequest(token);
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      return result;
    },
    retry: false,
    staleTime: Infinity,
  });

  return (
    <section className="px-5 py-16 sm:px-8">
      <div className="mx-auto max-w-md rounded-md border border-white/10 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <h1 className="font-display text-3xl font-semibold text-ivory">{t('myAccount.verify.title')}</h1>
        {verification.isPending ? (
          <p role="status" className="mt-4 text-stone-300">
            {t('myAccount.verify.checking')}
          </p>
        ) : null}
        {verification.isError ? (
          <div role="alert" className="mt-4 flex gap-3 text-stone-200">
            <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-gold-400" />
            <p>{t(`myAccount.verify.${problemOf(verification.error)}`)}</p>
          </div>
        ) : null}
        {verification.data ? (
          <p role="status" className="mt-4 break-words text-stone-200">
            {t('myAccount.verify.done', { email: verification.data.email })}
          </p>
        ) : null}
        {verification.isPending ? null : (
          <Link
            to={PATHS.account}
            className="btn-gold mt-6 inline-flex min-h-12 w-full items-center justify-center"
          >
            {t('myAccount.verify.toBookings')}
          </Link>
        )}
      </div>
    </section>
  );
}
