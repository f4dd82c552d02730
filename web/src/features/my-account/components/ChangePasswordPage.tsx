import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@chauffeur/contracts';
import { changePassword, passwordChangeRefusal, useAuthStore, type PasswordChangeRefusal } from '../../auth';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { registerMyAccountTexts } from '../i18n/register-my-account';
import { changePasswordPath } from './account-paths';

registerMyAccountTexts();

const inputClass =
  'mt-2 block min-h-12 w-full rounded-sm border border-white/15 bg-ink-800 px-4 text-base text-ivory placeholder:text-stone-500 focus:border-gold-400 aria-[invalid=true]:border-red-400';

type Field = 'current' | 'next' | 'repeat';
type Errors = Partial<Record<Field | 'form', string>>;

/**
 * /account/password: the signed-in account (a customer, or staff from their account page) changes its
 * password with the current one. The new one follows the sign-up's rules (8+ characters, not common); the
 * server ends every other session and this browser carries on with a new one. Errors stand beside their
 * field, in the page's language; the first one gets the focus.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myAccount.password.title'));
  const status = useAuthStore((state) => state.status);
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const ids = {
    current: useId(),
    next: useId(),
    repeat: useId(),
    hint: useId(),
    form: useId(),
  };
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  };

  const check = (): Errors => {
    const found: Errors = {};
    if (!values.current) found.current = t('myAccount.password.currentRequired');
    if (values.next.length < PASSWORD_MIN_LENGTH)
      found.next = t('auth.errors.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    else if (values.repeat !== values.next) found.repeat = t('myAccount.password.mismatch');
    return found;
  };

  const show = (found: Errors) => {
    setErrors(found);
    const first = (['current', 'next', 'repeat'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const found = check();
    if (Object.keys(found).length > 0) return show(found);
    setPending(true);
    setErrors({});
    try {
      await changePassword(values.current, values.next);
      setValues({ current: '', next: '', repeat: '' });
      setDone(true);
    } catch (error) {
      const refusal: PasswordChangeRefusal = passwordChangeRefusal(error, t);
      show(refusal);
    } finally {
      setPending(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => {
    const error = errors[name];
    const errorId = `${ids[name]}-error`;
    const describedBy = [hint, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
    return (
      <div className="mt-6">
        <label htmlFor={ids[name]} className="block text-sm font-semibold text-stone-200">
          {label}
        </label>
        <input
          ref={refs[name]}
          id={ids[name]}
          type="password"
          autoComplete={autoComplete}
          required
          minLength={name === 'current' ? undefined : PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={values[name]}
          onChange={(e) => setValues((before) => ({ ...before, [name]: e.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
        {hint ? (
          <p id={hint} className="mt-2 text-sm text-stone-400">
            {t('auth.passwordHint')}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="mt-2 text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="px-5 py-12 sm:px-8 sm:py-16">
      <div className="mx-auto max-w-md rounded-md border border-white/10 bg-ink-900/60 p-6 sm:p-8">
        <Link to={PATHS.account} className="text-sm text-gold-300 underline underline-offset-4">
          {t('myAccount.password.back')}
        </Link>
        <h1 className="mt-4 font-display text-3xl font-semibold text-ivory">
          {t('myAccount.password.title')}
        </h1>
        {status === 'signedOut' ? (
          <p className="mt-4 text-stone-300">
            {t('myAccount.password.signIn')}{' '}
            <Link
              to={`${PATHS.auth}?${new URLSearchParams({ redirect: changePasswordPath })}`}
              className="text-gold-300 underline underline-offset-4"
            >
              {t('myAccount.password.signInAction')}
            </Link>
          </p>
        ) : null}
        {status === 'signedIn' ? (
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4">
            <p className="text-stone-300">{t('myAccount.password.intro')}</p>
            <p
              role="status"
              className={done ? 'mt-4 rounded-sm border border-gold-400/40 p-4 text-ivory' : 'sr-only'}
            >
              {done ? t('myAccount.password.done') : ''}
            </p>
            {errors.form ? (
              <p
                id={ids.form}
                role="alert"
                className="mt-4 rounded-sm border border-red-400/30 bg-red-500/10 p-4 text-sm text-red-200"
              >
                {errors.form}
              </p>
            ) : null}
            {field('current', t('myAccount.password.current'), 'current-password')}
            {field('next', t('myAccount.password.next'), 'new-password', ids.hint)}
            {field('repeat', t('myAccount.password.confirm'), 'new-password')}
            <BusyButton
              type="submit"
              busy={pending}
              className="btn-gold mt-8 min-h-12 w-full aria-disabled:opacity-70"
            >
              {pending ? t('myAccount.password.saving') : t('myAccount.password.submit')}
            </BusyButton>
          </form>
        ) : null}
      </div>
    </section>
  );
}
