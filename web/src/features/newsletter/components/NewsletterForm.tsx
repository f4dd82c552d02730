import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useRefusalMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSubscribe } from '../api/useSubscribe';

/** The footer's newsletter box: one email field and a Subscribe button. */
export function NewsletterForm() {
  const { t } = useTranslation();
  // Waits for the refusal texts, which the landing page does not carry (decision 238).
  const describe = useRefusalMessage();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate(email.trim(), {
      // One message whether the address was new or known: the server answers both alike (issue 13).
      onSuccess: () => {
        setEmail('');
        toast.success(t('newsletter.success'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) toast.error(t('newsletter.tooManyRequests'));
        // Nothing is shown while the texts load (a few ms): then the sentence in the page's language.
        else void describe(error).then((text) => toast.error(text));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
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
        className="min-h-11 w-full min-w-0 rounded-sm border border-white/15 bg-ink-800 px-4 text-sm text-ivory placeholder:text-stone-500 focus:border-gold-400"
      />
      <button type="submit" disabled={subscribe.isPending} className="btn-gold shrink-0 disabled:opacity-70">
        {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
      </button>
    </form>
  );
}
