import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BookingCreated } from '@chauffeur/contracts';
import { ArrowLeftIcon } from '../../../components/ui/site-icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { PATHS } from '../../../lib/paths';
import { usePublicConfig } from '../../../lib/publicConfig';
import { readDraft } from '../draft';
import { handoffSearch, readHandoff } from '../handoff';
import '../i18n/register';
import { useQuote } from '../api/useQuote';
import { RouteMap } from '../map/RouteMap';
import { initialWizard, useWizard } from '../wizard/store';
import { usePrefillContact } from '../wizard/usePrefillContact';
import { isStepEntry, useStepHistory } from '../wizard/useStepHistory';
import { ConfirmedModal } from './ConfirmedModal';
import { ContactStep } from './ContactStep';
import { StepIndicator } from './StepIndicator';
import { SummaryStep } from './SummaryStep';
import { TripStep } from './TripStep';
import { VehicleStep } from './VehicleStep';
import { WizardIntro } from './WizardIntro';

/** SPEC 9 default when the settings are not known yet. */
const DEFAULT_LEAD_TIME_HOURS = 24;

/** Marks the hand-off signature of an earlier booking's draft (a URL's search never holds it unescaped). */
const DRAFT_MARK = '#';
const fromEarlierBooking = (handoff: string | null) => handoff?.includes(DRAFT_MARK) === true;
/** Whether the wizard holds the earlier booking's hand-off made from this address (not started afresh since). */
const holdsDraftOf = (handoff: string | null, search: string) =>
  handoff?.startsWith(`${search}${DRAFT_MARK}`) === true;

/**
 * Applies what the hero, a fleet card or a customer's earlier booking handed over, once per hand-off, so a
 * reload keeps later edits.
 */
function useHandoff() {
  const location = useLocation();
  // Before paint, so the address fields never flash empty.
  useLayoutEffect(() => {
    const handoff = readHandoff(location.search, location.state);
    const search = handoffSearch(handoff);
    const places = {
      ...(handoff.pickup ? { pickup: handoff.pickup } : {}),
      ...(handoff.destination ? { destination: handoff.destination } : {}),
      ...(handoff.vehicleId ? { vehicleId: handoff.vehicleId, routeInfo: null } : {}),
    };
    const draft = readDraft(location.state);
    // The wizard holds an earlier booking's contact and address lines, but this entry is not one of its
    // hand-off's (the header's "Book Now", the hero, a fleet card): likely someone else at a shared
    // computer, or another booking. It starts afresh, so nobody is handed what they never typed.
    if (!draft && fromEarlierBooking(useWizard.getState().handoff) && !isStepEntry(location.state))
      useWizard.getState().reset();
    const state = useWizard.getState();
    if (draft) {
      // An earlier booking's, applied on the entry its link opened, once per click (even for a ride handed
      // over before). The entries the steps make from it carry it too (useStepHistory): they, and a reload,
      // keep what was changed since, while the wizard still holds that hand-off. Back to them after another
      // link started the wizard afresh applies it again: an empty wizard under an address bar naming the
      // places was a dead end. A new booking from an earlier one starts afresh: no date, flight or
      // confirmation attempt of another visit.
      if (isStepEntry(location.state) && holdsDraftOf(state.handoff, search)) return;
      state.update({
        ...initialWizard(),
        ...draft,
        ...places,
        handoff: `${search}${DRAFT_MARK}${location.key}`,
      });
      return;
    }
    if (!search || state.handoff === search) return;
    state.update({ handoff: search, step: 1, ...places });
  }, [location.search, location.state, location.key]);
}

/** /reservation: the four-step booking wizard of SPEC 2 with the trip's map beside it (below on a phone). */
export function ReservationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useHandoff();
  usePrefillContact();
  const config = usePublicConfig();
  const leadTimeHours = config.data?.booking_lead_time_hours ?? DEFAULT_LEAD_TIME_HOURS;
  const step = useWizard((s) => s.step);
  const back = useStepHistory();
  const pickup = useWizard((s) => s.pickup);
  const destination = useWizard((s) => s.destination);
  const roundTrip = useWizard((s) => s.roundTrip);
  const quote = useQuote(pickup, destination, roundTrip);
  const [confirmed, setConfirmed] = useState<BookingCreated | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // What the next step shown focuses instead of its heading (step 2's "Choose another time": the time field).
  const focusOnArrival = useRef<string | null>(null);

  // A step is only shown with what it needs (a stored state from an older visit may lack it).
  useEffect(() => {
    const state = useWizard.getState();
    if (state.step > 1 && (!state.pickup || !state.destination)) state.goTo(1);
    else if (state.step > 2 && (!state.vehicleId || !state.routeInfo)) state.goTo(2);
  }, [step]);

  // Every step starts at the top, its heading focused for keyboard and screen-reader users.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    const target = focusOnArrival.current ?? '[data-step-heading]';
    focusOnArrival.current = null;
    panel.current?.querySelector<HTMLElement>(target)?.focus({ preventScroll: true });
  }, [step]);

  // Every model booked at that time: back to step 1 (as Back does, so the browser's history stays right),
  // its time field focused to pick another.
  const changeTime = useCallback(() => {
    focusOnArrival.current = '[data-wizard-time]';
    back();
  }, [back]);

  const geometry = quote.data?.geometry ?? null;
  const view = useMemo(() => ({ pickup, destination, geometry }), [pickup, destination, geometry]);

  const close = useCallback(() => {
    setConfirmed(null);
    useWizard.getState().reset();
    void navigate(PATHS.home);
  }, [navigate]);

  return (
    <section className="mx-auto max-w-7xl px-5 py-12 sm:px-8 sm:py-16">
      <PageIntro title={t('wizard.title')}>
        <WizardIntro />
      </PageIntro>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10">
        <div ref={panel} className="min-w-0" data-wizard-panel="">
          <StepIndicator step={step} />
          {step > 1 ? (
            <button
              type="button"
              onClick={back}
              className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-gold-300 hover:text-gold-200"
            >
              <ArrowLeftIcon className="h-4 w-4" />
              {t('wizard.back')}
            </button>
          ) : null}
          <div className={step > 1 ? 'mt-2' : 'mt-8'}>
            {step === 1 ? <TripStep leadTimeHours={leadTimeHours} /> : null}
            {step === 2 ? <VehicleStep onChangeTime={changeTime} /> : null}
            {step === 3 ? <ContactStep /> : null}
            {step === 4 ? <SummaryStep leadTimeHours={leadTimeHours} onConfirmed={setConfirmed} /> : null}
          </div>
        </div>
        <div className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:h-[calc(100vh-var(--spacing-header)-3rem)]">
          <RouteMap
            styleUrl={config.isPending ? undefined : (config.data?.map_style_url ?? null)}
            view={view}
          />
        </div>
      </div>
      {confirmed ? <ConfirmedModal booking={confirmed} onClose={close} /> : null}
    </section>
  );
}
