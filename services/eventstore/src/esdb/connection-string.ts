/**
 * The connection strings the adapter accepts, old and new. KurrentDB's client reads `kurrentdb://` (and
 * `kurrentdb+discover://` for a cluster found by DNS); `esdb://` is what EventStoreDB deployments were
 * configured with, and the client still parses it but warns on every start that it is deprecated. One
 * rewrite here keeps old `.env` files working without that noise.
 */
const SCHEMES: ReadonlyArray<{ given: string; as: string }> = [
  { given: 'kurrentdb+discover://', as: 'kurrentdb+discover://' },
  { given: 'kurrentdb://', as: 'kurrentdb://' },
  { given: 'esdb+discover://', as: 'kurrentdb+discover://' },
  { given: 'esdb://', as: 'kurrentdb://' },
];

export const CONNECTION_STRING_HINT =
  'must be a kurrentdb://, kurrentdb+discover://, esdb:// or esdb+discover:// connection string';

/** True when `url` starts with one of the accepted schemes (case as written: the client is case-sensitive). */
export function isKurrentConnectionString(url: string): boolean {
  return SCHEMES.some(({ given }) => url.trim().startsWith(given));
}

/** The same connection in the client's current scheme; throws on a scheme it does not know. */
export function toKurrentConnectionString(url: string): string {
  const trimmed = url.trim();
  const scheme = SCHEMES.find(({ given }) => trimmed.startsWith(given));
  if (!scheme) throw new TypeError(`The event store URL ${CONNECTION_STRING_HINT}`);
  return scheme.as + trimmed.slice(scheme.given.length);
}
