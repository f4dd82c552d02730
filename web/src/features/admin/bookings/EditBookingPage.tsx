import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingRow } from '@chauffeur/contracts';
import { adminPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ApiError } from '../../../lib/api';
import { adminCommand } from '../api/admin-client';
import { fareCurrency, useBooking } from '../api/queries';
import { refreshAfterCommand } from '../api/read-models';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { BookingForm } from './BookingForm';
import { canChange } from './canChange';
import { isStaleRevision } from '../ui/stale-revision';
import { changeBookingBody, formOfBooking, type PhoneBookingForm } from './phone-booking';

/** Sends a change at the revision the admin opened the form at: 409 when someone changed it since. */
function useChangeBooking(booking: BookingRow) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: PhoneBookingForm) =>
      adminCommand('PATCH', `/bookings/${booking.id}`, {
        body: changeBookingBody(form, booking),
        revision: booking.revision,
      }),
    onSettled: (result) => refreshAfterCommand(client, result, 'bookings'),
  });
}

/** The form, over the booking as it was when opened (a live refetch must not move the revision sent). */
function ChangeForm({ booking: current }: { booking: BookingRow }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [booking] = useState(current);
  const change = useChangeBooking(booking);
  const submit = (form: PhoneBookingForm, fail: (error: unknown) => void) =>
    change.mutate(form, {
      onSuccess: (result) => {
        // The same revision: the edit changed nothing, so nothing was recorded nor e-mailed.
        toast.success(
          result.revision === booking.revision
            ? t('editBooking.unchanged')
            : t('editBooking.saved', { reference: booking.reference }),
        );
        navigate(adminPath('booking', booking.id));
      },
      onError: (error) => {
        if (isStaleRevision(error)) {
          toast.error(t('bookings.conflict'));
          return;
        }
        fail(error);
      },
    });
  return (
    <>
      <p className="-mt-3 mb-2 max-w-2xl text-sm text-stone-400">{t('editBooking.intro')}</p>
      <p className="mb-6 max-w-2xl text-xs text-stone-400">{t('editBooking.emailFixed')}</p>
      <BookingForm
        initial={formOfBooking(booking)}
        keptFare={booking.total_fare}
        fareCurrency={fareCurrency(booking.currency)}
        lockedEmail
        pending={change.isPending}
        submitLabel={t('editBooking.submit')}
        sendingLabel={t('editBooking.sending')}
        onSubmit={submit}
      />
    </>
  );
}

/**
 * /admin/bookings/:id/edit (issue 17 point 5, decisions 141–143): the phone booking's form over a booking
 * that has not started. The server records what changed, prices again what needs it and e-mails the customer.
 */
export function EditBookingPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const booking = useBooking(id);
  const reference = booking.data?.reference ?? '';
  useDocumentTitle(t('editBooking.title', { reference }));
  const gone = booking.error instanceof ApiError && booking.error.status === 404;
  return (
    <>
      <Link to={adminPath('booking', id)} className="text-sm text-gold-300 hover:underline">
        ← {t('booking.title', { reference })}
      </Link>
      <div className="mt-3">
        <AdminHeading title={t('editBooking.title', { reference })} />
      </div>
      {booking.isPending ? <LoadingState /> : null}
      {gone ? <EmptyState text={t('booking.notFound')} /> : null}
      {booking.isError && !gone ? (
        <ErrorState
          title={t('bookings.error')}
          error={booking.error}
          onRetry={() => void booking.refetch()}
        />
      ) : null}
      {booking.data && !canChange(booking.data, new Date()) ? (
        <EmptyState text={t('editBooking.notChangeable')} />
      ) : null}
      {booking.data && canChange(booking.data, new Date()) ? <ChangeForm booking={booking.data} /> : null}
    </>
  );
}
