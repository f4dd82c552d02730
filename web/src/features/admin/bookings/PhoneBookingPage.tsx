import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  bookingCreatedSchema,
  type BookingCreated,
  type BookingRequest,
  type Quote,
} from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { adminPath } from '../../../lib/paths';
import { randomKey } from '../../../lib/randomKey';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { adminCommand } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { refreshAfterCommand } from '../api/read-models';
import { AdminHeading } from '../ui/States';
import { BookingForm } from './BookingForm';
import { emptyPhoneBooking, phoneBookingBody, type PhoneBookingForm } from './phone-booking';

/**
 * Sends a phone booking. One Idempotency-Key per form: a retry after a lost answer (a double click, a
 * network cut) gets the first booking back instead of a second one.
 */
function useCreatePhoneBooking() {
  const client = useQueryClient();
  const [key] = useState(randomKey);
  return useMutation({
    mutationFn: (body: BookingRequest) =>
      adminCommand<BookingCreated>('POST', '/bookings', {
        body,
        schema: bookingCreatedSchema,
        headers: { 'idempotency-key': key },
      }),
    onSettled: (result) => refreshAfterCommand(client, result, 'bookings'),
  });
}

/** The refusals that say the quote sent cannot be booked as it is: its price changed, or it is no longer valid. */
const QUOTE_REFUSALS: readonly string[] = ['quote_price_changed', 'quote_unusable'];
const isQuoteRefusal = (error: unknown) =>
  error instanceof ApiError && QUOTE_REFUSALS.includes(error.problem?.code ?? '');

/**
 * /admin/bookings/new (issue 17 point 5, decision 133): a booking taken on the phone. The wizard's fields in
 * one screen; the server applies the wizard's rules and charges the quoted price (or says today's, decision
 * 276), confirms it in the admin's name and e-mails the customer. What it refuses is shown beside its field.
 */
export function PhoneBookingPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('phoneBooking.title'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useCreatePhoneBooking();

  const submit = (form: PhoneBookingForm, fail: (error: unknown) => void, quote?: Quote) =>
    create.mutate(phoneBookingBody(form, quote), {
      onSuccess: (created) => {
        toast.success(
          t('phoneBooking.created', {
            reference: created.reference,
            fare: formatMoney(created.total_fare, i18n.language, created.currency),
          }),
        );
        navigate(adminPath('booking', created.id));
      },
      onError: (error) => {
        // The price read out no longer holds (decision 276): the form asks the quote again, so its price
        // line shows today's and the next press books with it, once the operator has said it.
        if (isQuoteRefusal(error)) void client.invalidateQueries({ queryKey: adminKeys.phoneQuote });
        fail(error);
      },
    });

  return (
    <>
      <Link to={adminPath('bookings')} className="text-sm text-gold-300 hover:underline">
        ← {t('nav.bookings')}
      </Link>
      <div className="mt-3">
        <AdminHeading title={t('phoneBooking.title')} />
      </div>
      <p className="-mt-3 mb-6 max-w-2xl text-sm text-stone-400">{t('phoneBooking.intro')}</p>
      <BookingForm
        initial={emptyPhoneBooking(i18n.language)}
        pending={create.isPending}
        submitLabel={t('phoneBooking.submit')}
        sendingLabel={t('phoneBooking.sending')}
        onSubmit={submit}
      />
    </>
  );
}
