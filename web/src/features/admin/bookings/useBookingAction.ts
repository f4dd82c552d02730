import { useSyncExternalStore } from 'react';
import { useMutation, useQueryClient, type MutationCache } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingAction, BookingRow, BookingStatus } from '@chauffeur/contracts';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminCommand } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { refreshAfterCommand } from '../api/read-models';
import { isStaleRevision } from '../ui/stale-revision';

export type RowAction = BookingAction | 'delete';

/** A refusal coded by the status the booking is now in (contracts' `booking_now_*`, decision 282). */
const isStatusNow = (error: unknown): boolean =>
  error instanceof ApiError && (error.problem?.code ?? '').startsWith('booking_now_');

/**
 * A status action or delete on one booking, sent with the revision the admin saw. A 409 means someone else
 * changed it first: the admin reads why, and the lists refetch so the row shows its real state. After
 * either, what refetches is what the answer names (`refreshAfterCommand`). A 422 is a
 * rule in time (issue 13): the admin reads from when the action is possible, by the refusal's code.
 */
export function useBookingAction({
  onDeleted,
  onStepDone,
}: {
  onDeleted?: () => void;
  /** A status step this admin took went through (not a deletion), from the status the booking had. */
  onStepDone?: (from: BookingStatus) => void;
} = {}) {
  const { t } = useTranslation('admin');
  const message = useErrorMessage();
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.bookingAction,
    // `reason`: for a step that needs one from the booking's status (cancelling a confirmed one, issue 17).
    mutationFn: ({ booking, action, reason }: { booking: BookingRow; action: RowAction; reason?: string }) =>
      action === 'delete'
        ? adminCommand('DELETE', `/bookings/${booking.id}`, { revision: booking.revision })
        : adminCommand('POST', `/bookings/${booking.id}/${action}`, {
            revision: booking.revision,
            ...(reason === undefined ? {} : { body: { reason } }),
          }),
    onSuccess: async (_result, { booking, action }) => {
      toast.success(t(`bookings.done.${action}`));
      if (action !== 'delete') return onStepDone?.(booking.status);
      // The deleted booking's queries leave the cache first: the refresh that follows (onSettled, or the
      // live stream) would otherwise refetch them while its page is still mounted, two requests that can
      // only answer 404 before the list shows.
      for (const queryKey of adminKeys.ofBooking(booking.id)) {
        await client.cancelQueries({ queryKey });
        client.removeQueries({ queryKey });
      }
      onDeleted?.();
    },
    onError: (error) => {
      if (isStaleRevision(error)) {
        toast.error(t('bookings.conflict'));
        return;
      }
      // A step refused by the status the booking is now in (a colleague's step, decision 282): what it now
      // is, and that the page shows it so (onSettled refreshes it).
      if (isStatusNow(error)) {
        toast.error(t('bookings.statusNow', { refusal: message(error) }));
        return;
      }
      // Anything else by its code in the admin's language: a step taken too early names the moment it
      // becomes possible (the server's rule and moment, decision 248), a car taken meanwhile...
      toast.error(message(error));
    },
    onSettled: (result, error) => {
      // A refusal may be a step taken early by a clock that moved since the panel learnt the server's
      // (decision 290): the step timing is read again, so the step shows shut with its moment, the server's.
      if (error) void client.invalidateQueries({ queryKey: adminKeys.stepTiming });
      return refreshAfterCommand(client, result, 'bookings');
    },
  });
}

type ActionVariables = { booking: BookingRow; action: RowAction } | undefined;
type Deletion = 'sent' | 'done' | null;

function deletionOf(cache: MutationCache, id: string): Deletion {
  const statuses = cache
    .findAll({
      mutationKey: adminKeys.bookingAction,
      predicate: (mutation) => {
        const variables = mutation.state.variables as ActionVariables;
        return variables?.action === 'delete' && variables.booking.id === id;
      },
    })
    .map((mutation) => mutation.state.status);
  return statuses.includes('success') ? 'done' : statuses.includes('pending') ? 'sent' : null;
}

/**
 * How far this tab's deletion of the booking went: `sent` (no answer yet), `done`, or null (none, or
 * refused). Its page's queries ask nothing once it is sent: a refresh marking them stale (the live stream's
 * change can arrive before the DELETE's own answer, and the answer's own refresh) would otherwise ask for
 * a booking that is gone, a 404; once done, the page says it is gone without asking. Read from the
 * mutation cache directly: TanStack's useMutationState would add 134 B to the landing page's vendor chunk.
 */
export function useDeletion(id: string): Deletion {
  const cache = useQueryClient().getMutationCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => deletionOf(cache, id),
  );
}
