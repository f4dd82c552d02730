import type { WindowCounter } from '@chauffeur/projections';
import { decide } from '@chauffeur/platform';

/**
 * "Find my booking" per reference (issue 18): each match e-mails the booking's customer, so one reference
 * may be asked about a few times an hour whatever the addresses asking (the per-address limit is the
 * platform's). Counts every attempt, matched or not, so the brake itself says nothing of a booking.
 * Counted where the other public limits are: shared by the API replicas (rateCounterFor).
 */
export const FIND_PER_REFERENCE = { max: 3, windowMs: 60 * 60_000 };

export class FindThrottle {
  constructor(
    private readonly counter: WindowCounter,
    private readonly now: () => number,
  ) {}

  /** Milliseconds to wait before this reference may be asked about again (0: go on, counted). */
  async take(reference: string): Promise<number> {
    const now = this.now();
    const hit = await this.counter.hit(`find-booking|${reference}`, FIND_PER_REFERENCE.windowMs, now);
    const decision = decide(hit, FIND_PER_REFERENCE.max, now);
    return decision.allowed ? 0 : decision.retryAfterSeconds * 1000;
  }
}
