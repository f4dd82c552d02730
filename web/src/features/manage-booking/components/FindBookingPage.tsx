import '../i18n/register';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { ApiError } from '../../../lib/api';
import { focusOnMount } from '../../../lib/focusOnMount';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFindBooking } from '../api/manage-api';

const inputClass =
  'mt-2 block min-h-12 w-full rounded-sm border border-white/15 bg-ink-800 px-4 text-base text-ivory placeholder:text-stone-500 focus:border-gold-400';

/**
 * /booking (issue 18): "Find my booking". The reference and the e-mail it was made with: the server e-mails
 * the manage link to the booking's address when both match, and answers the same either way, so this page
 * says the same whatever the answer: nothing here tells whether a booking exists.
 */
export function FindBookingPage() {
  const { t } = useTranslation('manage');
  useDocumentTitle(t('find.title'));
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const find = useFindBooking();
  const ids = { reference: useId(), hint: useId(), email: useId() };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    find.mutate({ reference: reference.trim(), email: email.trim() });
  };
  const failure = find.error
    ? find.error instanceof ApiError && find.error.status === 429
      ? t('find.tooMany')
      : t('find.failed')
    : null;

  return (
    <section className="px-5 py-16 sm:px-8">
      <div className="mx-auto max-w-md rounded-md border border-white/10 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <h1 className="font-display text-3xl font-semibold text-ivory">{t('find.title')}</h1>
        {find.isSuccess ? (
          <>
            {/* The form that was sent is gone: the message takes the focus, not the top of the page. */}
            <p
              ref={focusOnMount}
              tabIndex={-1}
              role="status"
              className="mt-4 text-stone-200 outline-none"
              data-testid="find-sent"
            >
              {t('find.sent')}
            </p>
            <button
              type="button"
              onClick={() => {
                find.reset();
                setReference('');
              }}
              className="btn-outline mt-6 min-h-11"
            >
              {t('find.again')}
            </button>
          </>
        ) : (
          <form onSubmit={onSubmit} className="mt-4">
            <p className="text-stone-300">{t('find.intro')}</p>
            <label htmlFor={ids.reference} className="mt-6 block text-sm font-semibold text-stone-200">
              {t('find.reference')}
            </label>
            <input
              id={ids.reference}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              required
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={ids.hint}
              className={`${inputClass} font-mono uppercase`}
            />
            <p id={ids.hint} className="mt-1 text-xs text-stone-400">
              {t('find.referenceHint')}
            </p>
            <label htmlFor={ids.email} className="mt-5 block text-sm font-semibold text-stone-200">
              {t('find.email')}
            </label>
            <input
              id={ids.email}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              maxLength={254}
              autoComplete="email"
              className={inputClass}
            />
            {failure ? (
              <p role="alert" className="mt-4 text-sm text-red-300">
                {failure}
              </p>
            ) : null}
            <BusyButton type="submit" busy={find.isPending} className="btn-gold mt-6 min-h-12 w-full">
              {find.isPending ? t('find.sending') : t('find.submit')}
            </BusyButton>
          </form>
        )}
      </div>
    </section>
  );
}
