import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsSchema, type BookingAction, type BookingRow } from '@chauffeur/contracts';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminCommand, adminGet } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { refreshAfterCommand } from '../api/read-models';
import { isStaleRevision } from './stale-revision';
import { tooEarlyMessage } from './tooEarly';

export type RowAction = BookingAction | 'delete';

/**
 * A status action or delete on one booking, sent with the revision the admin saw. A 409 means someone else
 * changed it first: the admin reads why, and the lists refetch so the row shows its real state. After
 * either, what refetches is what the answer names (`refreshAfterCommand`). A 422 is a
 * rule in time (issue 13): the admin reads from when the action is possible.
 */
export function useBookingAction() {
  const { t, i18n } = useTranslation('admin');
  const message = useErrorMessage();
  const client = useQueryClient();
  return useMutation({
    // `reason`: for a step that needs one from the booking's status (cancelling a confirmed one, issue 17).
    mutationFn: ({ booking, action, reason }: { booking: BookingRow; action: RowAction; reason?: string }) =>
      action === 'delete'
        ? adminCommand('DELETE', `/bookings/${booking.id}`, { revision: booking.revision })
        : adminCommand('POST', `/bookings/${booking.id}/${action}`, {
            revision: booking.revision,
            ...(reason === undefined ? {} : { body: { reason } }),
          }),
    onSuccess: (_result, { action }) => toast.success(t(`bookings.done.${action}`)),
    onError: async (error, { booking, action }) => {
      if (isStaleRevision(error)) {
        toast.error(t('bookings.conflict'));
        return;
      }
      if (!(error instanceof ApiError && error.status === 422)) {
        toast.error(message(error));
        return;
      }
      // The start window is a setting: the refusal names the moment it opens for this ride.
      const settings = await client
        .ensureQueryData({
          queryKey: adminKeys.settings,
          queryFn: ({ signal }) => adminGet('/settings', settingsSchema, signal),
        })
        .catch(() => undefined);
      const early = tooEarlyMessage(action, booking, settings?.ride_start_window_hours, t, i18n.language);
      toast.error(early ?? message(error));
    },
    onSettled: (result) => refreshAfterCommand(client, result, 'bookings'),
  });
}
