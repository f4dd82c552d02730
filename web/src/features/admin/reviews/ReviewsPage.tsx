import { useState } from 'react';
import { BusyButton, useFocusAfterReplace } from '../../../components/confirm/BusyButton';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminReview, CommandResult, ReviewStatus } from '@chauffeur/contracts';
import { useErrorMessage } from '../../../lib/api';
import { adminPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFormat } from '../../../lib/useFormat';
import { StarIcon } from '../../../components/ui/site-icons';
import { adminCommand } from '../api/admin-client';
import { refreshAfterCommand } from '../api/read-models';
import { ConfirmButton } from '../ui/ConfirmButton';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { useAdminReviews } from './useAdminReviews';

const STATUS_CLASS: Record<ReviewStatus, string> = {
  pending: 'border-amber-300/40 text-amber-200',
  approved: 'border-emerald-300/40 text-emerald-300',
  hidden: 'border-white/20 text-stone-400',
};

/**
 * What each decision is, which status offers it (approve again after hiding is allowed), and the question
 * asked first, if any: hiding takes a customer's words off the site, so a mis-tap must not do it (decision
 * 254).
 */
const ACTIONS = [
  { action: 'approve', offeredWhen: ['pending', 'hidden'], done: 'reviews.approved', ask: null },
  {
    action: 'hide',
    offeredWhen: ['pending', 'approved'],
    done: 'reviews.hiddenDone',
    ask: { question: 'reviews.hideConfirm', yes: 'reviews.yesHide' },
  },
] as const;
type Action = (typeof ACTIONS)[number];

/**
 * /admin/reviews (issue 18 point 5): customers' ratings, the ones awaiting a decision first. Approve puts a
 * review on the landing carousel and in the /services average; Hide takes it off both.
 */
export function ReviewsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('reviews.title'));
  const reviews = useAdminReviews();
  const client = useQueryClient();
  const message = useErrorMessage();
  const format = useFormat();
  const [busy, setBusy] = useState<string | null>(null);
  // The review last decided on here: the keyboard goes on to its new button (useFocusAfterReplace).
  const [decided, setDecided] = useState<string | null>(null);

  const decide = async (review: AdminReview, action: Action) => {
    setBusy(review.id);
    setDecided(review.id);
    let result: CommandResult | undefined;
    try {
      result = await adminCommand<CommandResult>('POST', `/reviews/${review.id}/${action.action}`);
      toast.success(t(action.done));
    } catch (error) {
      toast.error(message(error));
    }
    // Busy until the list shows the decision: pressed again before, it would send it again.
    try {
      await refreshAfterCommand(client, result, 'reviews');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <AdminHeading title={t('reviews.title')} />
      <p className="-mt-3 mb-6 max-w-3xl text-sm text-stone-400">{t('reviews.intro')}</p>
      {reviews.isPending ? <LoadingState /> : null}
      {reviews.isError ? (
        <ErrorState title={t('reviews.error')} onRetry={() => void reviews.refetch()} />
      ) : null}
      {reviews.data?.length === 0 ? <EmptyState text={t('reviews.empty')} /> : null}
      <ul className="grid gap-3">
        {reviews.data?.map((review) => (
          <li key={review.id} className="rounded-md border border-white/10 bg-ink-900 p-4">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <span
                role="img"
                aria-label={t('reviews.rated', { rating: review.rating })}
                className="flex gap-0.5 text-gold-400"
              >
                {[1, 2, 3, 4, 5].map((star) => (
                  <StarIcon key={star} filled={star <= review.rating} />
                ))}
              </span>
              <span className="font-semibold text-ivory">{review.name}</span>
              <span className="text-xs text-stone-400">
                {t('reviews.rideOf', { date: format.date(review.date) })}
              </span>
              <span className={`rounded-full border px-2 py-0.5 text-xs ${STATUS_CLASS[review.status]}`}>
                {t(`reviews.statuses.${review.status}`)}
              </span>
            </div>
            <p lang={review.language} className="mt-3 whitespace-pre-line break-words text-stone-200">
              {review.comment}
            </p>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              {review.booking_id && review.booking_reference ? (
                <Link
                  to={adminPath('booking', review.booking_id)}
                  className="text-sm text-gold-300 underline-offset-4 hover:underline"
                >
                  {t('reviews.booking', { reference: review.booking_reference })}
                </Link>
              ) : (
                <span className="text-sm text-stone-500">{t('reviews.noBooking')}</span>
              )}
              <Decisions
                review={review}
                busy={busy === review.id}
                pressed={decided === review.id}
                onDecide={(action) => void decide(review, action)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A review's decisions its status offers. Busy while one is sent (and the list refreshed): the pressed
 * button keeps the keyboard, which goes on to the button in its place once the status changed.
 */
function Decisions({
  review,
  busy,
  pressed,
  onDecide,
}: {
  review: AdminReview;
  busy: boolean;
  pressed: boolean;
  onDecide: (action: Action) => void;
}) {
  const { t } = useTranslation('admin');
  const group = useFocusAfterReplace<HTMLDivElement>(review.status, pressed);
  return (
    <div ref={group} className="flex gap-2">
      {ACTIONS.filter((a) => (a.offeredWhen as readonly string[]).includes(review.status)).map((a) =>
        a.ask ? (
          <ConfirmButton
            key={a.action}
            label={t(`reviews.${a.action}`)}
            question={t(a.ask.question, { name: review.name })}
            confirmLabel={t(a.ask.yes)}
            disabled={busy}
            onConfirm={() => onDecide(a)}
          />
        ) : (
          <BusyButton
            key={a.action}
            busy={busy}
            onClick={() => onDecide(a)}
            className="btn-gold min-h-10 px-4 text-xs aria-disabled:opacity-50"
          >
            {t(`reviews.${a.action}`)}
          </BusyButton>
        ),
      )}
    </div>
  );
}
