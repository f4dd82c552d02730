import './i18n/register';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DriverRide } from '@chauffeur/contracts';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { serverClockOffset, serverNow } from '../../lib/useStepWaits';
import { useAuthStore } from '../auth';
import { useDriverRides } from './api';
import { useDriverLive } from './live';
import { RideCard } from './RideCard';
import { dayHeading, groupRides, headingDay } from './ride-days';

/**
 * /driver (issue 17): a chauffeur's rides, phone-first. Only for a signed-in `driver`: the server answers
 * their own rides only (GET /api/driver/rides); anyone else is shown the way to sign in.
 */
export function DriverPage() {
  const { t } = useTranslation('driver');
  useDocumentTitle(t('title'));
  const status = useAuthStore((state) => state.status);
  const role = useAuthStore((state) => state.role);
  if (status === 'loading' || (status === 'signedIn' && role === null))
    return <Centered text={t('loading')} />;
  if (role !== 'driver') {
    return (
      <Centered text={t('restricted')}>
        {status === 'signedOut' ? (
          <Link
            to={`${PATHS.auth}?${new URLSearchParams({ redirect: PATHS.driver })}`}
            className="btn-gold mt-4 inline-flex min-h-11 items-center"
          >
            {t('signIn')}
          </Link>
        ) : null}
      </Centered>
    );
  }
  return <Rides />;
}

function Centered({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <section className="px-5 py-16 text-center">
      <p className="text-stone-300">{text}</p>
      {children}
    </section>
  );
}

function Rides() {
  const { t, i18n } = useTranslation('driver');
  const live = useDriverLive();
  const rides = useDriverRides(live === 'live');
  // The ride a step was just taken on and the status it had (decision 270): kept here, not in its card, so
  // the focus still moves on if the card is drawn anew meanwhile (RideCard).
  const [stepped, setStepped] = useState<{ id: string; from: DriverRide['status'] } | null>(null);
  // The server's clock, which the rides' steps are judged by, not the phone's (decision 290).
  const offset = serverClockOffset(rides.data?.timing.server_time, rides.dataUpdatedAt);
  const now = serverNow(offset);
  const groups = rides.data ? groupRides(rides.data.items, now) : [];
  const groupTitle = (key: string, firstPickup: string) =>
    key === 'today' || key === 'underWay' ? t(key) : dayHeading(firstPickup, i18n.language);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold text-ivory">{t('title')}</h1>
      {rides.data?.chauffeur ? (
        <p className="mt-1 text-sm text-stone-400">{t('greeting', { name: rides.data.chauffeur.name })}</p>
      ) : null}
      <p role="status" className="mt-2 flex min-h-5 items-center gap-2 text-xs text-stone-400">
        {live === 'offline' ? (
          <>
            <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-stone-500" />
            {t('offline')}
          </>
        ) : null}
      </p>
      {rides.isPending ? <p className="mt-6 text-stone-300">{t('loading')}</p> : null}
      {rides.isError ? (
        <div role="alert" className="mt-6">
          <p className="text-stone-300">{t('error')}</p>
          <button type="button" onClick={() => void rides.refetch()} className="btn-gold mt-3 min-h-11">
            {t('retry')}
          </button>
        </div>
      ) : null}
      {rides.data && !rides.data.chauffeur ? <p className="mt-6 text-stone-300">{t('notLinked')}</p> : null}
      {rides.data?.chauffeur && rides.data.items.length === 0 ? (
        <p className="mt-6 text-stone-300">{t('empty')}</p>
      ) : null}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`day-${group.key}`} className="mt-8">
          <h2 id={`day-${group.key}`} className="eyebrow mb-3">
            {groupTitle(group.key, group.rides[0]!.scheduled_time)}
          </h2>
          <div className="grid gap-4">
            {group.rides.map((ride) => (
              <RideCard
                key={ride.id}
                ride={ride}
                startWindowHours={rides.data!.timing.ride_start_window_hours}
                clockOffset={offset}
                day={headingDay(group.key, now)}
                stepFrom={stepped?.id === ride.id ? stepped.from : null}
                onStepFrom={(from) => setStepped(from === null ? null : { id: ride.id, from })}
              />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
