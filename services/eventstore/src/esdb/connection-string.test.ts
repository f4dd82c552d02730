import { describe, expect, it } from 'vitest';
import { isKurrentConnectionString, toKurrentConnectionString } from './connection-string';

describe('KurrentDB connection strings', () => {
  it.each([
    [
      'kurrentdb://admin:changeit@kurrentdb:2113?tls=true',
      'kurrentdb://admin:changeit@kurrentdb:2113?tls=true',
    ],
    ['kurrentdb+discover://cluster.example:2113', 'kurrentdb+discover://cluster.example:2113'],
    // The older names are rewritten, so the client neither refuses them one day nor warns at every start.
    ['esdb://eventstore:2113?tls=false', 'kurrentdb://eventstore:2113?tls=false'],
    ['esdb+discover://cluster.example:2113', 'kurrentdb+discover://cluster.example:2113'],
    ['  esdb://a:2113  ', 'kurrentdb://a:2113'],
  ])('accepts %s', (given, used) => {
    expect(isKurrentConnectionString(given)).toBe(true);
    expect(toKurrentConnectionString(given)).toBe(used);
  });

  it.each(['http://kurrentdb:2113', 'tcp://eventstore:1113', 'mongodb://mongo', 'kurrentdb:2113', ''])(
    'refuses %j',
    (given) => {
      expect(isKurrentConnectionString(given)).toBe(false);
      expect(() => toKurrentConnectionString(given)).toThrow(/kurrentdb:\/\//);
    },
  );
});
