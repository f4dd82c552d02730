import { useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBrussels, BOOKING_NOTE_MAX, type BookingRow } from '@chauffeur/contracts';
import { useErrorMessage } from '../../../lib/api';
import { formatNumber } from '../../../lib/intl';
import { toast } from '../../../lib/toast';
import { adminCommand } from '../api/admin-client';
import { refreshAfterCommand } from '../api/read-models';
import { Field, inputClass } from '../ui/Field';

/** Sends one note; the read models it changes (its answer names them: the booking's row) refetch afterwards. */
function useAddBookingNote(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => adminCommand('POST', `/bookings/${bookingId}/notes`, { body: { text } }),
    onSettled: (result) => refreshAfterCommand(client, result, 'bookings'),
  });
}

/**
 * Internal notes on a booking (issue 15): what staff need to remember about it (a call, a special request, a
 * handover), oldest first with who wrote them and when. Staff-only: the customer never sees them.
 */
export function BookingNotes({ booking }: { booking: BookingRow }) {
  const { t, i18n } = useTranslation('admin');
  const message = useErrorMessage();
  const add = useAddBookingNote(booking.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Focus goes back to the field after a refusal (its error is read with it) and after a note is added (the
  // button is disabled while sending, which would drop a keyboard user's focus to the page).
  const field = useRef<HTMLTextAreaElement>(null);
  const notes = booking.notes ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('booking.notes.required'));
      field.current?.focus();
      return;
    }
    setError(undefined);
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        toast.success(t('booking.notes.added'));
        field.current?.focus();
      },
      onError: (failure) => {
        setError(message(failure));
        field.current?.focus();
      },
    });
  };

  return (
    <section aria-labelledby="booking-notes" className="mt-8">
      <h2 id="booking-notes" className="mb-1 font-display text-2xl font-semibold text-ivory">
        {t('booking.notes.title')}
      </h2>
      <p className="mb-3 text-sm text-stone-400">{t('booking.notes.staffOnly')}</p>
      {notes.length === 0 ? (
        <p className="text-sm text-stone-400">{t('booking.notes.empty')}</p>
      ) : (
        <ol
          data-testid="booking-notes"
          className="divide-y divide-white/5 rounded-md border border-white/10 bg-ink-900"
        >
          {notes.map((note, index) => (
            <li key={`${note.added_at}-${index}`} className="p-4 text-sm">
              <p className="text-xs text-stone-400">
                <time dateTime={note.added_at}>
                  {formatBrussels(note.added_at, i18n.language, 'dateTime')}
                </time>
                {' · '}
                {note.added_by}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-ivory">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={submit} className="mt-4 grid gap-3">
        <Field
          id="booking-note"
          label={t('booking.notes.label')}
          hint={t('booking.notes.hint', { max: formatNumber(BOOKING_NOTE_MAX, i18n.language) })}
          error={error}
        >
          <textarea
            ref={field}
            id="booking-note"
            name="note"
            rows={3}
            maxLength={BOOKING_NOTE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'booking-note-hint booking-note-error' : 'booking-note-hint'}
            className={inputClass}
          />
        </Field>
        <div>
          <BusyButton type="submit" busy={add.isPending} className="btn-gold aria-disabled:opacity-50">
            {add.isPending ? t('booking.notes.adding') : t('booking.notes.add')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
