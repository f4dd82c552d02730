import { useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteSchema, type Location, type Quote } from '@chauffeur/contracts';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../i18n';
import { tripProblems } from './placeProblems';

const tripProblemsFree = (error: unknown) => Object.keys(tripProblems(error)).length === 0;

/**
 * The page's language is part of the key: the quote names the zones of a fixed fare (and a "current
 * location") in it, so a visitor who switches language mid-way reads "Bruxelles-centre" (decision 269).
 */
export const quoteKey = (
  pickup: Location | null,
  destination: Location | null,
  roundTrip: boolean,
  scheduledTime: string | null = null,
) =>
  [
    'quote',
    pickup?.lat,
    pickup?.lng,
    destination?.lat,
    destination?.lng,
    roundTrip,
    scheduledTime,
    currentLanguage(),
  ] as const;

/** With a pickup time, each vehicle says whether one of its cars is free then (issue 17). */
export function fetchQuote(
  pickup: Location,
  destination: Location,
  roundTrip: boolean,
  signal?: AbortSignal,
  scheduledTime: string | null = null,
): Promise<Quote> {
  return api.post(
    '/quotes',
    {
      pickup,
      dropoff: destination,
      is_round_trip: roundTrip,
      // The language of the addresses the server writes for a "current location", and of the zones' names.
      language: currentLanguage(),
      ...(scheduledTime ? { scheduled_time: scheduledTime } : {}),
    },
    { schema: quoteSchema, signal },
  );
}

/**
 * POST /api/quotes for the chosen places: the places as the server verified them, the route (distance,
 * duration, line for the map), every vehicle's fare (cheapest per km first) and the signed quote token the
 * booking sends back (issue 13). A refused place answers 400 (see `tripProblems`); it is not retried. Asked as soon as both places are picked, so step 2 and the map's
 * route are ready when the visitor continues.
 */
export function useQuote(
  pickup: Location | null,
  destination: Location | null,
  roundTrip: boolean,
  /** Step 2 and the summary ask at the chosen pickup time: a model with no car free then is unavailable. */
  scheduledTime: string | null = null,
) {
  const retry = useQueryClient().getDefaultOptions().queries?.retry ?? 3;
  return useQuery({
    queryKey: quoteKey(pickup, destination, roundTrip, scheduledTime),
    queryFn: ({ signal }) => fetchQuote(pickup!, destination!, roundTrip, signal, scheduledTime),
    enabled: pickup !== null && destination !== null,
    staleTime: 5 * 60_000,
    // A refused place stays refused: no retry; any other failure retries as the app's default says.
    retry: (count, error) => {
      if (!tripProblemsFree(error)) return false;
      return typeof retry === 'function'
        ? retry(count, error)
        : typeof retry === 'number'
          ? count < retry
          : retry;
    },
  });
}
