import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingRow, BookingStatus } from '@chauffeur/contracts';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminCommand } from '../api/admin-client';
import { useAdminChauffeurs } from '../api/queries';
import { refreshAfterCommand } from '../api/read-models';
import { inputClass } from '../ui/Field';

/** The statuses whose chauffeur may change (the server's rule, assignment-decider.ts): before the ride starts. */
const ASSIGNABLE: readonly BookingStatus[] = ['pending', 'confirmed'];
const NONE = '';

/** The picker's field, by the revision it was drawn at (the page keys the picker by revision). */
const fieldAt = (revision: number) =>
  document.querySelector<HTMLSelectElement>(`[data-testid="chauffeur"][data-revision="${revision}"] select`);
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * After an assignment the focus goes to the redrawn picker's field: the Assign button keeps it while the
 * command is on its way (BusyButton), but the page then redraws the picker at the new revision, whose removal
 * drops it to <body>, so a keyboard user was thrown to the top of the page (the tour of 2026-11-29). Only
 * while the focus is nowhere or still on the old picker, and for a few seconds at most: the redraw comes
 * before or after the answer is read.
 */
function focusPickerAt(revision: number) {
  const until = performance.now() + 5000;
  // Still on the old picker (its Assign, until the redraw), or nowhere.
  const onOldPicker = () =>
    document.activeElement?.closest(`[data-testid="chauffeur"]:not([data-revision="${revision}"])`) != null;
  const attempt = () => {
    if (!focusLost() && !onOldPicker()) return;
    const field = fieldAt(revision);
    if (field) field.focus();
    else if (performance.now() < until) setTimeout(attempt, 50);
  };
  attempt();
}

/**
 * Assigns (or, with null, unassigns) a chauffeur at the revision the admin sees. What the admin is told is
 * said here, not in `mutate`'s callbacks: the page keys the picker by revision, so the new revision (often
 * heard on the live stream before the answer is read) redraws it, and a redrawn picker's `mutate` callbacks
 * never run — the success said nothing.
 */
function useAssignChauffeur(booking: BookingRow) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chauffeurId: string | null) =>
      adminCommand('PUT', `/bookings/${booking.id}/chauffeur`, {
        body: { chauffeur_id: chauffeurId },
        revision: booking.revision,
      }),
    onSuccess: (result) => {
      toast.success(t('booking.chauffeurSaved'));
      focusPickerAt(result.revision);
    },
    onSettled: (result) => refreshAfterCommand(client, result, 'bookings'),
  });
}

/**
 * The booking page's "Chauffeur" (issue 17): who drives the ride, picked among the active chauffeurs. After the
 * ride starts it only shows who drove it. The dispatch board will assign through the same route.
 */
export function ChauffeurPicker({ booking }: { booking: BookingRow }) {
  const { t } = useTranslation('admin');
  const message = useErrorMessage();
  const chauffeurs = useAdminChauffeurs();
  const assign = useAssignChauffeur(booking);
  const current = booking.chauffeur?.id ?? NONE;
  const [chosen, setChosen] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const editable = ASSIGNABLE.includes(booking.status);

  if (!editable) {
    return (
      <div data-testid="chauffeur">
        <p className="text-xs tracking-wider text-stone-400 uppercase">{t('booking.chauffeur')}</p>
        <p className="mt-0.5 text-sm text-ivory">{booking.chauffeur?.name ?? t('booking.chauffeurNone')}</p>
        <p className="mt-1 text-xs text-stone-400">{t('booking.chauffeurLocked')}</p>
      </div>
    );
  }
  // The active chauffeurs, and the one assigned even if made inactive since (so the select shows them).
  const options = (chauffeurs.data ?? []).filter((c) => c.active || c.id === current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    // A refusal (the chauffeur drives another ride then…) appends nothing: the picker stays, and says why.
    assign.mutate(chosen === NONE ? null : chosen, {
      onError: (failure) => {
        setError(message(failure));
        // Back to the field the refusal describes (aria-describedby), not the top of the page.
        if (focusLost()) fieldAt(booking.revision)?.focus();
      },
    });
  };
  return (
    <form
      onSubmit={submit}
      data-testid="chauffeur"
      data-revision={booking.revision}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-48 flex-1">
        <label htmlFor="booking-chauffeur" className="text-xs tracking-wider text-stone-400 uppercase">
          {t('booking.chauffeur')}
        </label>
        <select
          id="booking-chauffeur"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'booking-chauffeur-error' : undefined}
          className={inputClass}
        >
          <option value={NONE}>{t('booking.chauffeurNone')}</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.active ? c.name : t('booking.chauffeurInactive', { name: c.name })}
            </option>
          ))}
        </select>
      </div>
      {/* Busy while sent: it keeps the focus (a disabled one dropped it to the page's body), and Enter in the
          select sends nothing more. Disabled with nothing to assign: no press to lose the focus, and Tab
          skips it, as the CSV export with nothing to export (decision 308). */}
      <BusyButton
        type="submit"
        busy={assign.isPending}
        disabled={chosen === current}
        className="btn-gold min-h-10 px-4 text-xs disabled:opacity-50 aria-disabled:opacity-50"
      >
        {t('booking.chauffeurAssign')}
      </BusyButton>
      {error ? (
        <p id="booking-chauffeur-error" role="alert" className="w-full text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
