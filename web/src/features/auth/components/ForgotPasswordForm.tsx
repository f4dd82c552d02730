import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { InfoIcon } from '../../../components/ui/icons';
import { FormError } from './FormError';
import { ApiError, errorMessage } from '../../../lib/api';
import { currentLanguage } from '../../../i18n';
import { passwordResetRequest } from '../api/password-reset-api';
import { authErrorMessage } from '../auth-messages';

const inputClass =
  'mt-2 block min-h-12 w-full rounded-sm border border-white/15 bg-ink-800 px-4 text-base text-ivory placeholder:text-stone-500 focus:border-gold-400';

/**
 * "Forgot your password?" (decision 257): the address, then the server's one answer, said whether or not
 * the address has an account. The e-mail is written in the page's language.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { email: useId(), error: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await passwordResetRequest(email, currentLanguage());
      setSent(true);
    } catch (caught) {
      // A refused address says which rule; "too many requests" and the rest as every page says them.
      setError(
        caught instanceof ApiError && caught.fieldErrors.length > 0
          ? authErrorMessage(caught, 'signIn', t)
          : errorMessage(caught, t),
      );
    } finally {
      setPending(false);
    }
  };

  if (sent)
    return (
      <p role="status" className="flex items-start gap-3 text-sm text-stone-200">
        <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" />
        {t('passwordReset.forgot.sent')}
      </p>
    );
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-describedby={error ? ids.error : undefined}>
      {error ? <FormError id={ids.error}>{error}</FormError> : null}
      <label htmlFor={ids.email} className="block text-sm font-medium text-stone-200">
        {t('passwordReset.forgot.email')}
      </label>
      <input
        id={ids.email}
        type="email"
        name="email"
        required
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={inputClass}
      />
      <BusyButton type="submit" busy={pending} className="btn-gold mt-8 w-full aria-disabled:opacity-70">
        {pending ? t('passwordReset.forgot.sending') : t('passwordReset.forgot.submit')}
      </BusyButton>
    </form>
  );
}
