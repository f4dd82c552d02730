import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the tests of a file that walks the booking wizard: a clock that runs, started just after a 5-minute
 * step. Step 1 proposes the earliest pickup rounded up to the next step, and a test that crossed one before
 * Confirm would see its pickup moved (decision 292) instead of what it tests: a CI run under load crossed
 * one in a 429 test. Tests of the clock itself set their own (`vi.useFakeTimers` again).
 */
export function clockJustAfterAPickupStep(): void {
  const STEP = 5 * 60_000;
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Math.floor(Date.now() / STEP) * STEP + 1_000,
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
