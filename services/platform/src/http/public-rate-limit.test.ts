import { describe, expect, it } from 'vitest';
import { countRequest, PUBLIC_WRITE_LIMITS, publicLimitOf, type Window } from './public-rate-limit';

const limit = { max: 3, windowMs: 60_000 };

describe('countRequest (fixed window per client address)', () => {
  it('given 3 requests in the window, when a 4th comes, then it is refused until the window ends', () => {
    const windows = new Map<string, Window>();
    for (const at of [0, 1_000, 2_000])
      expect(countRequest(windows, 'ip', limit, at)).toEqual({ allowed: true });
    expect(countRequest(windows, 'ip', limit, 30_500)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(countRequest(windows, 'other-ip', limit, 30_500)).toEqual({ allowed: true });
  });

  it('given a full window, when it has ended, then the address may send again', () => {
    const windows = new Map<string, Window>();
    for (let i = 0; i < 4; i++) countRequest(windows, 'ip', limit, 0);
    expect(countRequest(windows, 'ip', limit, 60_000)).toEqual({ allowed: true });
  });

  it('given a flood from many addresses, when windows end, then their entries are swept', () => {
    const windows = new Map<string, Window>();
    for (let i = 0; i < 10_000; i++) countRequest(windows, `ip-${i}`, limit, 0);
    countRequest(windows, 'late', limit, 61_000);
    expect(windows.size).toBe(1);
  });

  it('documents sensible limits for the four public writes and the manage link (issue 18)', () => {
    expect(PUBLIC_WRITE_LIMITS).toEqual({
      'POST /api/bookings': { max: 10, windowMs: 600_000 },
      'POST /api/quotes': { max: 60, windowMs: 60_000 },
      'POST /api/messages': { max: 5, windowMs: 600_000 },
      'POST /api/newsletter': { max: 5, windowMs: 600_000 },
      'GET /api/manage/:token': { max: 60, windowMs: 60_000 },
      'POST /api/manage/:token/cancel': { max: 10, windowMs: 600_000 },
      'POST /api/manage/find': { max: 5, windowMs: 600_000 },
    });
  });

  it('limits a manage route not listed by its prefix, and leaves other unlisted routes alone', () => {
    expect(publicLimitOf('POST /api/manage/:token/rating')).toEqual({ max: 30, windowMs: 60_000 });
    expect(publicLimitOf('GET /api/manage/:token')).toEqual({ max: 60, windowMs: 60_000 });
    expect(publicLimitOf('GET /api/vehicles')).toBeUndefined();
  });
});
