import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { BackToBooking } from '../components/BackToBooking';
import { ApiError } from '../../../lib/api';
import { focusOnMount } from '../../../lib/focusOnMount';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFocusFirstInvalid } from '../../../lib/useFocusFirstInvalid';
import { registerRateTripTexts } from './i18n/register-rate-trip';
import { reviewEligibilityRequest, submitReviewRequest } from './rating-api';
import { StarPicker } from './StarPicker';

registerRateTripTexts();

const COMMENT_MAX = 2000;
const inputClass =
  'mt-2 block w-full rounded-sm border border-white/15 bg-ink-800 px-4 py-3 text-base text-ivory placeholder:text-stone-500 focus:border-gold-400';

/** The page's ending once sent: thanks, or "already rated" when another tab or device was first (409). */
type Outcome = 'thanks' | 'rated';

/**
 * /booking/:token/rate (issue 18 point 5): the link of the thank-you e-mail. The customer of a completed
 * ride gives 1–5 stars and a comment, once; before completion, and after rating, the page says so.
 */
export function RateTripPage({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('rateTrip.title'));
  const eligibility = useQuery({
    queryKey: ['manage', token, 'review'],
    queryFn: () => reviewEligibilityRequest(token),
    retry: false,
  });
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [pending, setPending] = useState(false);
  // What went wrong, and what it is about: the stars, the comment, or neither (a send that failed). Each field
  // is marked and described by its own message only, and the stars' message stands under the stars.
  const [error, setError] = useState<{ text: string; about: 'stars' | 'comment' | null } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = { hint: useId(), error: useId(), comment: useId() };
  // A refusal that names a field (no star, no comment, a comment the server refused) takes the focus to it
  // (decision 332): a new object each time, so a second press with the same message moves it again.
  const [refused, setRefused] = useState<object>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refused);
  const refuse = (text: string, about: 'stars' | 'comment') => {
    setError({ text, about });
    setRefused({ text });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null) return refuse(t('rateTrip.chooseStars'), 'stars');
    if (comment.trim() === '') return refuse(t('rateTrip.commentRequired'), 'comment');
    setPending(true);
    setError(null);
    try {
      await submitReviewRequest(token, { rating, comment: comment.trim() });
      setOutcome('thanks');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setOutcome('rated');
      // The server's one typed-text rule (no control or text-direction characters): its field, in words.
      else if (failure instanceof ApiError && failure.fieldErrors.some((e) => e.field === 'body.comment'))
        refuse(t('rateTrip.commentUnsafe'), 'comment');
      else setError({ text: t('rateTrip.failed'), about: null });
    } finally {
      setPending(false);
    }
  };

  const state = eligibility.data?.state;
  const note = (text: string, role: 'status' | 'alert' = 'status') => (
    <p role={role} className="mt-4 text-stone-200">
      {text}
    </p>
  );
  const errorLine = error ? (
    <p id={ids.error} role="alert" className="mt-3 text-sm text-red-300">
      {error.text}
    </p>
  ) : null;

  return (
    <section className="px-5 py-12 sm:px-8 sm:py-16">
      <div className="mx-auto mb-4 max-w-lg">
        <BackToBooking token={token} />
      </div>
      <div className="mx-auto max-w-lg rounded-md border border-white/10 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <h1 className="font-display text-3xl font-semibold text-ivory">{t('rateTrip.title')}</h1>
        {eligibility.data ? (
          <p className="mt-1 text-sm text-stone-400">
            {t('rateTrip.booking', { reference: eligibility.data.reference })}
          </p>
        ) : null}
        {eligibility.isPending ? note(t('rateTrip.checking')) : null}
        {eligibility.isError
          ? note(
              eligibility.error instanceof ApiError && eligibility.error.status === 404
                ? t('rateTrip.invalid')
                : t('rateTrip.failed'),
              'alert',
            )
          : null}
        {state === 'not_completed' ? note(t('rateTrip.notCompleted')) : null}
        {state === 'rated' || outcome === 'rated' ? note(t('rateTrip.rated')) : null}
        {outcome === 'thanks' ? (
          // The form that was sent is gone: the thanks takes the focus, not the top of the page.
          <div ref={focusOnMount} tabIndex={-1} role="status" className="mt-4 outline-none">
            <p className="text-xl text-gold-200">{t('rateTrip.thanks')}</p>
            <p className="mt-2 text-stone-300">{t('rateTrip.thanksDetail')}</p>
          </div>
        ) : null}
        {eligibility.data?.state === 'open' && !outcome ? (
          <form ref={formRef} onSubmit={(e) => void onSubmit(e)} className="mt-4" noValidate>
            <p className="mb-5 text-stone-300">
              {t('rateTrip.intro', { name: eligibility.data.first_name })}
            </p>
            <StarPicker
              value={rating}
              onChange={(value) => {
                setRating(value);
                setError(null);
              }}
              invalid={error?.about === 'stars'}
              describedBy={error?.about === 'stars' ? ids.error : undefined}
            />
            {error?.about === 'stars' ? errorLine : null}
            <label htmlFor={ids.comment} className="mt-6 block text-sm font-semibold text-stone-200">
              {t('rateTrip.comment')}
            </label>
            <textarea
              id={ids.comment}
              required
              rows={5}
              maxLength={COMMENT_MAX}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              aria-describedby={error?.about === 'comment' ? `${ids.hint} ${ids.error}` : ids.hint}
              aria-invalid={error?.about === 'comment' || undefined}
              className={inputClass}
            />
            <p id={ids.hint} className="mt-2 text-sm text-stone-400">
              {t('rateTrip.commentHint')}
            </p>
            {error && error.about !== 'stars' ? errorLine : null}
            <BusyButton type="submit" busy={pending} className="btn-gold mt-6 min-h-12 w-full">
              {pending ? t('rateTrip.sending') : t('rateTrip.send')}
            </BusyButton>
          </form>
        ) : null}
      </div>
    </section>
  );
}
