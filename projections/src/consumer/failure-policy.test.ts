import { describe, expect, it } from 'vitest';
import { EventStoreClosed, EventStoreRefused, EventStoreUnavailable } from '@chauffeur/eventstore';
import { ReadStoreUnavailable, DuplicateKey } from '../readstore/errors';
import { troubleAction } from './failure-policy';
import { retryDelay } from './retry-delay';

describe('what a consumer does when something fails', () => {
  it.each([
    ['subscription', new EventStoreUnavailable('EventStoreDB ended the subscription'), 'retry'],
    ['subscription', new Error('14 UNAVAILABLE: Connection dropped'), 'retry'],
    ['subscription', new EventStoreClosed(), 'stop'],
    ['subscription', new EventStoreRefused('access_denied', 'KurrentDB refused access'), 'stop'],
    ['subscription', new EventStoreRefused('stream_deleted', 'KurrentDB says booking-1 was deleted'), 'stop'],
    ['handler', new EventStoreRefused('too_large', 'append above the limit'), 'stop'],
    ['handler', new ReadStoreUnavailable('MongoDB unavailable'), 'retry'],
    ['handler', new EventStoreUnavailable('unreachable'), 'retry'],
    ['handler', new Error('lookup', { cause: new ReadStoreUnavailable('down') }), 'retry'],
    ['handler', new TypeError('x is undefined'), 'stop'],
    ['handler', new DuplicateKey('rides', 'a'), 'stop'],
    ['checkpoint', new Error('EIO: i/o error, rename'), 'retry'],
  ] as const)('%s: %s → %s', (site, error, action) => {
    expect(troubleAction(site, error)).toBe(action);
  });
});

describe('retryDelay', () => {
  it('doubles from 100 ms to a cap of 30 s, with between half and all of that as jitter', () => {
    const low = retryDelay(undefined, () => 0);
    const high = retryDelay(undefined, () => 1);
    expect([0, 1, 2, 3, 8, 9, 50].map(high)).toEqual([100, 200, 400, 800, 25_600, 30_000, 30_000]);
    expect([0, 1, 9, 50].map(low)).toEqual([50, 100, 15_000, 15_000]);
  });
});
