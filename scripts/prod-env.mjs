// The production `.env` (docker-compose.yml reads every `${VAR}` from it): one table of keys, each with
// its comment and how its value is made. `npm run setup:prod` (setup-prod.mjs) writes it; the compose
// test (tests/lint/deploy-compose.test.ts) checks that every `${VAR}` of the compose files is a key here.

/**
 * A random secret of `bytes` bytes in base64url: letters, digits, `-` and `_` only, so it needs no
 * quoting in `.env` nor escaping inside a connection string (`mongodb://app:<secret>@…`).
 * @param {(size: number) => Buffer} randomBytes
 * @param {number} bytes
 */
const secret = (randomBytes, bytes) => randomBytes(bytes).toString('base64url');

/**
 * @typedef {{ siteHost: string; adminEmail: string; replicas: number; randomBytes: (size: number) => Buffer }} ProdEnvInput
 * @typedef {{ key: string; value: string; comment: string }} ProdEnvEntry
 */

/**
 * Every key of the production `.env`, in the order written.
 * @param {ProdEnvInput} input
 * @returns {ProdEnvEntry[]}
 */
export function prodEnv({ siteHost, adminEmail, replicas, randomBytes }) {
  return [
    { key: 'SITE_HOST', value: siteHost, comment: 'the name visitors type; Caddy serves https:// for it' },
    {
      key: 'CADDY_TLS',
      value: 'internal',
      comment:
        '`internal`: a certificate from Caddy’s own local CA (browsers must trust its root, see ' +
        'docs/operations.md); your e-mail address instead: a public certificate (ACME) for a public SITE_HOST',
    },
    { key: 'API_REPLICAS', value: String(replicas), comment: 'API processes behind the proxy' },
    {
      key: 'EDGE_SUBNET',
      value: '10.89.53.0/24',
      comment:
        'the proxy↔API network; the API believes X-Forwarded-For only from it (TRUST_PROXY). ' +
        'Change it if it overlaps a network of this host',
    },
    { key: 'JWT_SECRET', value: secret(randomBytes, 48), comment: 'signs access tokens and e-mail links' },
    {
      key: 'KURRENTDB_ADMIN_PASSWORD',
      value: secret(randomBytes, 24),
      comment: 'KurrentDB’s `admin` (set at its first start only; the app connects as admin)',
    },
    {
      key: 'KURRENTDB_OPS_PASSWORD',
      value: secret(randomBytes, 24),
      comment: 'KurrentDB’s `ops` (set at its first start only)',
    },
    {
      key: 'MONGO_ROOT_USER',
      value: 'root',
      comment: 'MongoDB’s administrator (created at its first start)',
    },
    { key: 'MONGO_ROOT_PASSWORD', value: secret(randomBytes, 24), comment: '' },
    {
      key: 'MONGO_APP_USER',
      value: 'app',
      comment: 'the application’s MongoDB user: readWrite on the `chauffeur` database only (mongo-init)',
    },
    { key: 'MONGO_APP_PASSWORD', value: secret(randomBytes, 24), comment: '' },
    {
      key: 'ADMIN_EMAIL',
      value: adminEmail,
      comment: 'the site’s first administrator (created at first start)',
    },
    {
      key: 'ADMIN_PASSWORD',
      value: secret(randomBytes, 18),
      comment: 'their password: sign in, then change it',
    },
    {
      key: 'SEED_DEMO_DATA',
      value: 'false',
      comment: '`true`: an empty log gets the demo fleet, fares, services and texts (a trial, not a company)',
    },
    {
      key: 'SMTP_URL',
      value: '',
      comment: 'smtp://user:pass@host:587; empty: mails stay in the projector’s outbox',
    },
    {
      key: 'MAP_STYLE_URL',
      value: '',
      comment: 'optional, docs/operations.md "The map beside the booking wizard"',
    },
    { key: 'ROUTING_URL', value: '', comment: 'optional OSRM server, docs/operations.md "Address search"' },
    { key: 'GEOCODER_URL', value: '', comment: 'optional Photon/Nominatim server, docs/operations.md' },
    { key: 'GEOCODER_PROVIDER', value: 'photon', comment: 'photon | nominatim: the API GEOCODER_URL speaks' },
  ];
}

/**
 * The file's text: a header, then `KEY=value` lines, each after its comment.
 * @param {ProdEnvEntry[]} entries
 * @param {Date} now
 */
export function renderEnvFile(entries, now) {
  const lines = [
    `# Production secrets and settings for docker-compose.yml, written by \`npm run setup:prod\` on ${now.toISOString()}.`,
    '# Keep this file private (mode 600) and backed up: KurrentDB and MongoDB keep the passwords of their',
    '# first start, so a lost .env means resetting them by hand. Never commit it (it is git-ignored).',
    '',
  ];
  for (const { key, value, comment } of entries) {
    if (comment) lines.push(`# ${comment}`);
    lines.push(`${key}=${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** What `z.email()` of the server's config accepts, roughly: a dot in the domain (no `admin@localhost`). */
export const looksLikeEmail = (/** @type {string} */ value) => /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value);
