import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingAction, BookingRow } from '@chauffeur/contracts';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminCommand } from '../api/admin-client';
import { adminKeys } from '../api/keys';

export type RowAction = BookingAction | 'delete';

/**
 * A status action or delete on one booking, sent with the revision the admin saw. A 409 means someone else
 * changed it first: the admin reads why, and the lists refetch so the row shows its real state.
 */
export function useBookingAction() {
  const { t } = useTranslation('admin');
  const message = useErrorMessage();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, action }: { booking: BookingRow; action: RowAction }) =>
      action === 'delete'
        ? adminCommand('DELETE', `/bookings/${booking.id}`, { revision: booking.revision })
        : adminCommand('POST', `/bookings/${booking.id}/${action}`, { revision: booking.revision }),
    onSuccess: (_result, { action }) => toast.success(t(`bookings.done.${action}`)),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(`${t('bookings.conflict')} (${error.message})`);
      } else toast.error(message(error));
    },
    onSettled: async (_r, _e, { booking }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.bookings }),
        client.invalidateQueries({ queryKey: adminKeys.booking(booking.id) }),
        client.invalidateQueries({ queryKey: adminKeys.history(booking.id) }),
        client.invalidateQueries({ queryKey: adminKeys.analytics }),
      ]);
    },
  });
}
