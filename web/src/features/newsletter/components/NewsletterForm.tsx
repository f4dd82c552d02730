import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useRefusalMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSubscribe } from '../api/useSubscribe';

/** The server refused the address itself (its check is stricter than the browser's: `a@b`). */
const addressRefused = (error: unknown) =>
  error instanceof ApiError && error.fieldErrors.some((fieldError) => fieldError.field === 'body.email');

/** The footer's newsletter box: one email field and a Subscribe button. */
export function NewsletterForm() {
  const { t } = useTranslation();
  // Waits for the refusal texts, which the landing page does not carry (decision 238).
  const describe = useRefusalMessage();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  // The last failure's toast: a later success takes it away (it would linger beside the thanks).
  const failureToast = useRef<number | null>(null);
  const attempt = useRef(0);
  const dismissFailure = () => {
    if (failureToast.current !== null) toast.dismiss(failureToast.current);
    failureToast.current = null;
  };
  const showFailure = (message: string) => {
    dismissFailure();
    failureToast.current = toast.error(message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One address at a time: the button keeps the focus while it is sent (below), so a second press, or
    // Enter in the field, comes here and sends nothing.
    if (subscribe.isPending) return;
    const current = ++attempt.current;
    subscribe.mutate(email.trim(), {
      // One message whether the address was new or known: the server answers both alike (issue 13).
      onSuccess: () => {
        setEmail('');
        setInvalid(false);
        dismissFailure();
        toast.success(t('newsletter.success'));
      },
      onError: (error) => {
        setInvalid(addressRefused(error));
        if (error instanceof ApiError && error.status === 429) showFailure(t('newsletter.tooManyRequests'));
        // The field's own message rather than "some fields are invalid"; it is in the landing page's texts.
        else if (addressRefused(error)) showFailure(t('newsletter.invalidEmail'));
        // Nothing is shown while the texts load (a few ms): then the sentence in the page's language, unless
        // a later attempt has been answered meanwhile.
        else
          void describe(error).then((text) => {
            if (current === attempt.current) showFailure(text);
          });
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-busy={subscribe.isPending}
      className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('newsletter.emailLabel')}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder={t('newsletter.placeholder')}
        aria-invalid={invalid ? true : undefined}
        className="min-h-11 w-full min-w-0 rounded-sm border border-white/15 bg-ink-800 px-4 text-sm text-ivory placeholder:text-stone-500 focus:border-gold-400"
      />
      {/* aria-disabled, not disabled (which drops the focus to the page's body), as BusyButton does; by
          hand, as the contact form: BusyButton's chunk is not the landing page's, and would add 1.1 KB to
          it (decision 325). */}
      <button
        type="submit"
        aria-disabled={subscribe.isPending || undefined}
        className="btn-gold shrink-0 aria-disabled:opacity-70"
      >
        {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
      </button>
    </form>
  );
}
