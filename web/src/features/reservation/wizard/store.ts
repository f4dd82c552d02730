import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { wallTimeOf, type ClockPass, type Currency, type Location } from '@chauffeur/contracts';

export type WizardStep = 1 | 2 | 3 | 4;

/** What step 2 chose: the route the quote measured and the fare shown for the chosen vehicle. */
export interface RouteInfo {
  distance_km: number;
  duration_minutes: number;
  fare: number;
  /**
   * The quote's currency, which the booking is charged in (decision 261): not the site's, read when the
   * page loaded, which a change of the settings during the visit leaves behind.
   */
  currency: Currency;
}

/** SPEC 3 "Wizard state", plus the step and the key of the current confirmation attempt. */
export interface WizardData {
  step: WizardStep;
  pickup: Location | null;
  destination: Location | null;
  /**
   * The street and number (or floor, door) the visitor adds to each place (issue 14): free text the
   * driver and the e-mails show; the place above stays the priced location.
   */
  pickupAddressLine: string;
  destinationAddressLine: string;
  /**
   * yyyy-mm-dd and HH:mm in Brussels time, as the date and time inputs hold them: the ride's clock, whatever
   * the visitor's device says (a traveller abroad books their pickup in Brussels, decision 234).
   */
  date: string;
  time: string;
  /**
   * Which pass of the hour the autumn change repeats the time means (summer or winter time, decision 240):
   * null until the visitor chooses, and meaningless for a time that happens once.
   */
  timePass: ClockPass | null;
  /**
   * Whether the visitor set the date or time. Until then they follow the earliest pickup the notice period
   * allows (TripStep), and nothing is said about having moved them: the visitor did not choose them.
   */
  scheduleChosen: boolean;
  passengers: number;
  luggage: number;
  vehicleId: string | null;
  routeInfo: RouteInfo | null;
  flightNumber: string;
  roundTrip: boolean;
  name: string;
  phone: string;
  email: string;
  /** The hand-off (hero or fleet card) already applied, so a reload does not overwrite later edits. */
  handoff: string | null;
  /** Idempotency-Key of the confirmation attempt and the body it was sent with: a retry reuses it. */
  attempt: { key: string; body: string } | null;
}

interface WizardActions {
  update: (patch: Partial<WizardData>) => void;
  goTo: (step: WizardStep) => void;
  back: () => void;
  reset: () => void;
}

export type WizardState = WizardData & WizardActions;

export const pad = (n: number) => String(n).padStart(2, '0');
/** The Brussels date (yyyy-mm-dd) and time (HH:mm) of an instant: what the wizard's inputs hold. */
export const dateValue = (d: Date) => wallTimeOf(d).date;
export const timeValue = (d: Date) => wallTimeOf(d).time;

/**
 * A fresh wizard: one passenger, no luggage. Date and time are empty until TripStep sets them to the
 * earliest allowed pickup (SPEC 5's "today and now", moved forward by the notice period).
 */
export function initialWizard(): WizardData {
  return {
    step: 1,
    pickup: null,
    destination: null,
    pickupAddressLine: '',
    destinationAddressLine: '',
    date: '',
    time: '',
    timePass: null,
    scheduleChosen: false,
    passengers: 1,
    luggage: 0,
    vehicleId: null,
    routeInfo: null,
    flightNumber: '',
    roundTrip: false,
    name: '',
    phone: '',
    email: '',
    handoff: null,
    attempt: null,
  };
}

export const WIZARD_STORAGE_KEY = 'chauffeur.wizard';

/**
 * The wizard's state, kept in sessionStorage: a reload, a Back navigation or a visit to the terms page
 * loses nothing typed, and closing the tab forgets the personal details.
 */
export const useWizard = create<WizardState>()(
  persist(
    (set) => ({
      ...initialWizard(),
      update: (patch) => set(patch),
      goTo: (step) => set({ step }),
      back: () => set((state) => ({ step: Math.max(1, state.step - 1) as WizardStep })),
      reset: () => set({ ...initialWizard() }),
    }),
    {
      name: WIZARD_STORAGE_KEY,
      version: 3,
      // Version 1 had no scheduleChosen: its date and time may be the visitor's, so they are kept.
      // Version 2's fare had no currency: the vehicle is chosen again from a new quote (ReservationPage).
      migrate: (stored, version) =>
        ({
          ...(stored as object),
          ...(version < 2 ? { scheduleChosen: true } : {}),
          ...(version < 3 ? { routeInfo: null } : {}),
        }) as WizardData,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ update: _u, goTo: _g, back: _b, reset: _r, ...data }) => data,
    },
  ),
);
