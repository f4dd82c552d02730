import { ApiError } from '../../../lib/api';

/** Translation keys under `wizard.errors` for what the server refused about the places or the quote. */
export type PlaceProblem = 'outOfArea' | 'placeUnverified';
export type QuoteProblem = 'quoteExpired' | 'quoteInvalid' | 'quoteChanged';

/**
 * Reads a 400 of `POST /api/quotes` or `POST /api/bookings` (issue 13) as the wizard explains it: which
 * place is outside the area or could not be verified, or why the quote no longer holds. The server's
 * English messages are matched here once, so every screen shows the visitor's language.
 */
export function tripProblems(error: unknown): {
  pickup?: PlaceProblem;
  destination?: PlaceProblem;
  quote?: QuoteProblem;
  /** The service radius the server named in an out-of-area refusal. */
  km?: number;
} {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const problems: ReturnType<typeof tripProblems> = {};
  for (const { field, message } of error.fieldErrors) {
    const km = /Belgium and (\d+) km/.exec(message)?.[1];
    if (km) problems.km = Number(km);
    const place: PlaceProblem | null = /outside the area/.test(message)
      ? 'outOfArea'
      : /could not find this address/.test(message)
        ? 'placeUnverified'
        : null;
    if (/^body\.pickup(_location)?$/.test(field)) {
      if (place) problems.pickup = place;
      else if (/differs from the quoted/.test(message)) problems.quote = 'quoteChanged';
    } else if (/^body\.dropoff(_location)?$/.test(field)) {
      if (place) problems.destination = place;
      else if (/differs from the quoted/.test(message)) problems.quote = 'quoteChanged';
    } else if (field === 'body.quote_token') {
      problems.quote = /expired/.test(message) ? 'quoteExpired' : 'quoteInvalid';
    } else if (field === 'body.is_round_trip' || /not in the quote/.test(message)) {
      problems.quote = 'quoteChanged';
    }
  }
  return problems;
}
