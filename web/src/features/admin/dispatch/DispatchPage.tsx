import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DispatchRide } from '@chauffeur/contracts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { AssignPanel } from './AssignPanel';
import { DayPicker } from './DayPicker';
import { DispatchBoard } from './DispatchBoard';
import { DispatchList } from './DispatchList';
import { brusselsToday, isDay, longDay } from './day';
import { useDispatchDay } from './useDispatch';

/**
 * /admin/dispatch (issue 17 point 4): a Brussels day's rides on a lane per car and per chauffeur, the rides
 * still lacking either in a column, and assigning by picking a ride then a free car or chauffeur. Below md
 * the day is a list. Live: the board refetches when bookings, cars, chauffeurs or settings change.
 * The day sits in the address (`?date=`), so a reload or a shared link shows the same day.
 */
export function DispatchPage({ now = () => new Date() }: { now?: () => Date }) {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('dispatch.title'));
  const [params, setParams] = useSearchParams();
  const today = brusselsToday(now());
  const requested = params.get('date');
  const date = isDay(requested) ? requested : today;
  const day = useDispatchDay(date);
  const [selectedId, setSelectedId] = useState<string>();
  // The selected ride as the board now shows it: after a refetch it carries the new revision.
  const selected = day.data?.rides.find((ride) => ride.id === selectedId);

  const setDate = (next: string) => {
    setSelectedId(undefined);
    setParams(next === today ? {} : { date: next }, { replace: true });
  };
  const select = (ride: DispatchRide) => setSelectedId(ride.id);
  const close = () => {
    const id = selectedId;
    setSelectedId(undefined);
    // Back on the ride the panel was opened from, for keyboard users: the first of its buttons on screen
    // (the board and the list both hold it; one of them is hidden at this width).
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLElement>(
        `button[data-ride="${id}"], [data-ride="${id}"] button`,
      );
      [...buttons].find((button) => button.offsetParent !== null)?.focus();
    });
  };

  return (
    <>
      <AdminHeading title={t('dispatch.title')}>
        <DayPicker day={date} today={today} onChange={setDate} />
      </AdminHeading>
      <p className="-mt-4 mb-4 text-sm text-stone-300 first-letter:uppercase">
        {longDay(date, i18n.language)}
      </p>
      {day.isPending ? <LoadingState /> : null}
      {day.isError ? (
        <ErrorState title={t('dispatch.error')} error={day.error} onRetry={() => void day.refetch()} />
      ) : null}
      {day.data ? (
        <>
          {day.data.rides.length === 0 ? <EmptyState text={t('dispatch.empty')} /> : null}
          <div className="md:hidden">
            <DispatchList rides={day.data.rides} onSelect={select} />
          </div>
          <div className="hidden md:block">
            <DispatchBoard day={day.data} selectedId={selectedId} onSelect={select} />
          </div>
        </>
      ) : null}
      {selected ? <AssignPanel key={selected.id} ride={selected} onClose={close} /> : null}
    </>
  );
}
