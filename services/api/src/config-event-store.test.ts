import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** Issue 19: KurrentDB by its new names, EventStoreDB deployments' settings unchanged (decision 206). */
describe('event store configuration', () => {
  it.each([
    [
      'EVENT_STORE=kurrentdb with KURRENTDB_URL',
      { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://k:2113?tls=false' },
    ],
    [
      'the older EVENT_STORE=esdb with EVENTSTORE_URL',
      { EVENT_STORE: 'esdb', EVENTSTORE_URL: 'esdb://k:2113?tls=false' },
    ],
    [
      'kurrentdb with the older variable',
      { EVENT_STORE: 'kurrentdb', EVENTSTORE_URL: 'kurrentdb+discover://k:2113' },
    ],
    ['esdb with the new variable', { EVENT_STORE: 'esdb', KURRENTDB_URL: 'esdb+discover://k:2113' }],
  ])('%s opens the KurrentDB adapter', (_name, env) => {
    const url = 'KURRENTDB_URL' in env ? env.KURRENTDB_URL : env.EVENTSTORE_URL;
    expect(loadConfig(env).eventStore).toEqual({ kind: 'esdb', url });
  });

  it('both variables may be set when they agree', () => {
    const url = 'kurrentdb://k:2113';
    expect(
      loadConfig({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: url, EVENTSTORE_URL: url }).eventStore,
    ).toEqual({
      kind: 'esdb',
      url,
    });
  });

  it('refuses two different URLs rather than pick one silently', () => {
    expect(() =>
      loadConfig({
        EVENT_STORE: 'kurrentdb',
        KURRENTDB_URL: 'kurrentdb://a:2113',
        EVENTSTORE_URL: 'esdb://b:2113',
      }),
    ).toThrow(/EVENTSTORE_URL: differs from KURRENTDB_URL/);
  });

  it('needs a URL for kurrentdb and for its alias', () => {
    expect(() => loadConfig({ EVENT_STORE: 'kurrentdb' })).toThrow(
      /KURRENTDB_URL: is required when EVENT_STORE=kurrentdb/,
    );
    expect(() => loadConfig({ EVENT_STORE: 'esdb' })).toThrow(
      /KURRENTDB_URL: is required when EVENT_STORE=esdb/,
    );
  });

  it('refuses a URL of another scheme, naming the accepted ones', () => {
    expect(() => loadConfig({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'http://k:2113' })).toThrow(
      /KURRENTDB_URL: must be a kurrentdb:\/\/, kurrentdb\+discover:\/\/, esdb:\/\/ or esdb\+discover:\/\//,
    );
    expect(() => loadConfig({ EVENTSTORE_URL: 'tcp://k:1113' })).toThrow(/EVENTSTORE_URL: must be/);
  });

  it('keeps the embedded log by default', () => {
    expect(loadConfig({}).eventStore.kind).toBe('sqlite');
  });
});
