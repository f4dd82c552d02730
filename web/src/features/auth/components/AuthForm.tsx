import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@chauffeur/contracts';
import { FormError } from './FormError';
import { toast } from '../../../lib/toast';
import { databaseHealthy, signInRequest, signUpRequest } from '../api/auth-api';
import { authErrorMessage, type AuthMode } from '../auth-messages';
import { applySession } from '../session/auth-session';
import { destinationAfterSignIn } from '../session/redirect';
import { currentLanguage } from '../../../i18n';

interface Props {
  mode: AuthMode;
  redirect: string | null;
  /**
   * After a sign-up: the page switches to sign-in, keeping the address. The answer is the same whether the
   * address was new or already had an account (issue 13), so the toast says both cases truthfully.
   */
  onSignedUp: () => void;
}

const inputClass =
  'mt-2 block min-h-12 w-full rounded-sm border border-white/15 bg-ink-800 px-4 text-base text-ivory placeholder:text-stone-500 focus:border-gold-400';

/** The form of /auth (SPEC 2, SPEC 5): e-mail and password, in sign-in or sign-up mode. */
export function AuthForm({ mode, redirect, onSignedUp }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  // Kept with the mode it happened in: switching between sign-in and sign-up hides it.
  const [failure, setFailure] = useState<{ mode: AuthMode; message: string } | null>(null);
  const error = failure?.mode === mode ? failure.message : null;
  const passwordRef = useRef<HTMLInputElement>(null);
  // The failure toast of the last attempt: a success takes it away (it would sit beside the success's).
  const failureToast = useRef<number | null>(null);
  const dismissFailureToast = () => {
    if (failureToast.current !== null) toast.dismiss(failureToast.current);
    failureToast.current = null;
  };
  const ids = { email: useId(), password: useId(), hint: useId(), error: useId() };
  const signingUp = mode === 'signUp';

  const signIn = async () => {
    const role = await applySession(await signInRequest(email, password));
    dismissFailureToast();
    toast.success(t('auth.toast.signedIn'));
    // SPEC 7: a health check after sign-in, with a warning when the stores do not answer.
    void databaseHealthy().then((ok) => ok || toast.error(t('auth.toast.databaseWarning')));
    const destination = destinationAfterSignIn(role, redirect);
    if (destination) navigate(destination, { replace: true });
    else setPassword('');
  };

  const signUp = async () => {
    await signUpRequest(email, password, currentLanguage());
    dismissFailureToast();
    toast.success(t('auth.toast.signedUp'));
    setPassword('');
    onSignedUp();
    passwordRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await (signingUp ? signUp() : signIn());
    } catch (caught) {
      const message = authErrorMessage(caught, mode, t);
      setFailure({ mode, message });
      dismissFailureToast();
      failureToast.current = toast.error(
        t(signingUp ? 'auth.toast.signUpFailed' : 'auth.toast.signInFailed', { message }),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-describedby={error ? ids.error : undefined}>
      {error ? <FormError id={ids.error}>{error}</FormError> : null}
      <label htmlFor={ids.email} className="block text-sm font-medium text-stone-200">
        {t('auth.email')}
      </label>
      <input
        id={ids.email}
        type="email"
        name="email"
        required
        autoComplete={signingUp ? 'email' : 'username'}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={inputClass}
      />
      <label htmlFor={ids.password} className="mt-6 block text-sm font-medium text-stone-200">
        {t('auth.password')}
      </label>
      <input
        ref={passwordRef}
        id={ids.password}
        type="password"
        name="password"
        required
        // The length rule is for new passwords: an account made under the old 6-character rule signs in.
        minLength={signingUp ? PASSWORD_MIN_LENGTH : undefined}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        aria-describedby={signingUp ? ids.hint : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className={inputClass}
      />
      {signingUp ? (
        <p id={ids.hint} className="mt-2 text-xs text-stone-400">
          {t('auth.passwordHint')}
        </p>
      ) : null}
      <BusyButton type="submit" busy={pending} className="btn-gold mt-8 w-full aria-disabled:opacity-70">
        {pending
          ? t(signingUp ? 'auth.signingUp' : 'auth.signingIn')
          : t(signingUp ? 'auth.signUp' : 'auth.signIn')}
      </BusyButton>
    </form>
  );
}
