import { countRequest, type Window } from '@chauffeur/platform';

/**
 * "Find my booking" per reference (issue 18): each match e-mails the booking's customer, so one reference
 * may be asked about a few times an hour whatever the addresses asking (the per-address limit is the
 * platform's). Counts every attempt, matched or not, so the brake itself says nothing of a booking.
 * In this process's memory, like the other public limits.
 */
export const FIND_PER_REFERENCE = { max: 3, windowMs: 60 * 60_000 };

export class FindThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number) {}

  /** Milliseconds to wait before this reference may be asked about again (0: go on, counted). */
  take(reference: string): number {
    const decision = countRequest(this.windows, reference, FIND_PER_REFERENCE, this.now());
    return decision.allowed ? 0 : decision.retryAfterSeconds * 1000;
  }
}
