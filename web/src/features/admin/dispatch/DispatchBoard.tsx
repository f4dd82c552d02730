import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { colourIn, type DispatchDay, type DispatchRide } from '@chauffeur/contracts';
import { currentLanguage } from '../../../i18n';
import { StatusBadge } from '../bookings/StatusBadge';
import { Assignment, useRideLabel } from './RideText';
import {
  brusselsTime,
  isAssignable,
  lacksAssignment,
  openingHour,
  percentOf,
  timeAxisOf,
  type TimeAxis,
} from './day';

/** Width of one hour on the board: a one-hour ride shows its time and reference. */
const HOUR_PX = 72;

interface Selection {
  selectedId: string | undefined;
  onSelect: (ride: DispatchRide) => void;
}

/** One ride as a block over its busy time, the pickup marked by a line; done rides greyed. */
function RideBlock({ ride, axis, selectedId, onSelect }: { ride: DispatchRide; axis: TimeAxis } & Selection) {
  const { i18n } = useTranslation('admin');
  const label = useRideLabel();
  const from = Date.parse(ride.busy.from);
  const to = Date.parse(ride.busy.to);
  const pickup = ((Date.parse(ride.scheduled_time) - from) / (to - from)) * 100;
  const selected = ride.id === selectedId;
  return (
    <button
      type="button"
      data-ride={ride.id}
      aria-pressed={selected}
      aria-label={label(ride)}
      title={label(ride)}
      onClick={() => onSelect(ride)}
      style={{ left: `${percentOf(axis, from)}%`, width: `${percentOf(axis, to) - percentOf(axis, from)}%` }}
      className={`absolute inset-y-1 overflow-hidden rounded border px-1.5 text-left text-xs focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none ${
        isAssignable(ride)
          ? 'border-gold-500/50 bg-gold-500/15 text-ivory hover:bg-gold-500/25'
          : 'border-white/10 bg-white/5 text-stone-400'
      } ${selected ? 'ring-2 ring-gold-300' : ''}`}
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 w-0.5 bg-gold-300"
        style={{ left: `${pickup}%` }}
      />
      <span className="relative block truncate pl-1 font-semibold">
        {brusselsTime(ride.scheduled_time, i18n.language)} {ride.reference}
      </span>
      <span className="relative block truncate pl-1 text-stone-300">{ride.customer_name}</span>
    </button>
  );
}

function Lane({
  title,
  subtitle,
  rides,
  axis,
  ...selection
}: { title: string; subtitle?: string; rides: DispatchRide[]; axis: TimeAxis } & Selection) {
  return (
    <div role="row" className="flex border-b border-white/5">
      <div
        role="rowheader"
        className="sticky left-0 z-10 w-40 shrink-0 border-r border-white/10 bg-ink-900 px-3 py-2"
      >
        {/* The column is narrow: a long model and colour ("Mercedes-Benz E-Clas…") is cut, and said in full on hover. */}
        <p title={title} className="truncate text-sm text-ivory">
          {title}
        </p>
        {subtitle ? (
          <p title={subtitle} className="truncate text-xs text-stone-400">
            {subtitle}
          </p>
        ) : null}
      </div>
      <div role="cell" className="relative h-14 grow">
        {rides.map((ride) => (
          <RideBlock key={ride.id} ride={ride} axis={axis} {...selection} />
        ))}
      </div>
    </div>
  );
}

/** The hours along the top, in Brussels time. */
function Hours({ axis }: { axis: TimeAxis }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div role="row" className="sticky top-0 z-20 flex border-b border-white/10 bg-ink-900">
      <div
        role="columnheader"
        className="sticky left-0 z-10 w-40 shrink-0 bg-ink-900 px-3 py-2 text-xs text-stone-400"
      >
        {t('dispatch.lanes')}
      </div>
      <div role="columnheader" className="relative h-8 grow" aria-label={t('dispatch.timeAxis')}>
        {axis.hours.map((hour) => (
          <span
            key={hour}
            className="absolute top-2 border-l border-white/10 pl-1 text-xs text-stone-400"
            style={{ left: `${percentOf(axis, hour)}%` }}
          >
            {brusselsTime(hour, i18n.language)}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The rides lacking a car or a chauffeur, by pickup time: where the dispatcher picks the next one. */
export function UnassignedColumn({ rides, selectedId, onSelect }: { rides: DispatchRide[] } & Selection) {
  const { t, i18n } = useTranslation('admin');
  const label = useRideLabel();
  const open = rides.filter(lacksAssignment);
  return (
    <section
      aria-labelledby="dispatch-unassigned"
      className="rounded-md border border-white/10 bg-ink-900 p-3"
    >
      <h2 id="dispatch-unassigned" className="text-sm font-semibold text-ivory">
        {t('dispatch.unassigned')} <span className="text-stone-400">({open.length})</span>
      </h2>
      {open.length === 0 ? (
        <p className="mt-2 text-xs text-stone-400">{t('dispatch.allAssigned')}</p>
      ) : (
        <ul className="mt-2 space-y-2" data-testid="unassigned">
          {open.map((ride) => (
            <li key={ride.id}>
              <button
                type="button"
                aria-pressed={ride.id === selectedId}
                aria-label={label(ride)}
                onClick={() => onSelect(ride)}
                className={`w-full rounded border px-2 py-1.5 text-left focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none ${
                  ride.id === selectedId
                    ? 'border-gold-300 bg-gold-500/15'
                    : 'border-white/10 hover:bg-white/5'
                }`}
              >
                <span className="flex items-center justify-between gap-2 text-sm text-ivory">
                  <span className="font-semibold">
                    {brusselsTime(ride.scheduled_time, i18n.language)} {ride.reference}
                  </span>
                  <StatusBadge status={ride.status} />
                </span>
                <span className="block truncate text-xs text-stone-300">
                  {ride.customer_name} · {ride.vehicle.name}
                </span>
                <Assignment ride={ride} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The day view (md and wider): one lane per car (grouped by model), then one per chauffeur. */
export function DispatchBoard({ day, ...selection }: { day: DispatchDay } & Selection) {
  const { t } = useTranslation('admin');
  const axis = timeAxisOf(day.date, day.rides);
  const width = `${(axis.hours.length * HOUR_PX) / 16 + 10}rem`;
  const scroller = useRef<HTMLDivElement>(null);
  const firstRide = day.rides[0]?.busy.from;
  // The day opens on its first ride (the whole hour before it), not on an empty early morning off screen.
  useEffect(() => {
    const element = scroller.current;
    if (!element || !firstRide) return;
    const lanesWidth = element.scrollWidth - 160; // less the sticky column of lane names
    element.scrollLeft = (percentOf(axis, openingHour(axis, Date.parse(firstRide))) / 100) * lanesWidth;
  }, [day.date, firstRide]); // eslint-disable-line react-hooks/exhaustive-deps -- once per day shown
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <UnassignedColumn rides={day.rides} {...selection} />
      {/* The day scrolls sideways: the keyboard reaches it and scrolls it with the arrows, also on a day
          without a ride to Tab to (Chromium does that by itself, Safari not: axe scrollable-region-focusable). */}
      <div
        ref={scroller}
        role="region"
        // Not the table's name: a screen reader said "Rides per car and per chauffeur" twice, region then table.
        aria-label={t('dispatch.boardScroller')}
        // A scrolling region is the exception the rule's authors name: see above.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-white/10"
        data-testid="lanes"
      >
        <div role="table" aria-label={t('dispatch.boardLabel')} style={{ minWidth: width }}>
          <Hours axis={axis} />
          <div role="rowgroup" aria-label={t('dispatch.cars')}>
            {day.cars.map((car) => (
              <Lane
                key={car.id}
                title={car.plate}
                subtitle={`${car.vehicle.name} · ${colourIn(car.colour, currentLanguage())}`}
                rides={day.rides.filter((ride) => ride.car?.id === car.id)}
                axis={axis}
                {...selection}
              />
            ))}
          </div>
          <div role="rowgroup" aria-label={t('dispatch.chauffeurs')}>
            {day.chauffeurs.map((chauffeur) => (
              <Lane
                key={chauffeur.id}
                title={chauffeur.name}
                subtitle={t('dispatch.chauffeur')}
                rides={day.rides.filter((ride) => ride.chauffeur?.id === chauffeur.id)}
                axis={axis}
                {...selection}
              />
            ))}
          </div>
          {day.cars.length + day.chauffeurs.length === 0 ? (
            <p className="p-4 text-sm text-stone-400">{t('dispatch.noLanes')}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
