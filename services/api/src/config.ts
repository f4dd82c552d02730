import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CONNECTION_STRING_HINT, isKurrentConnectionString } from '@chauffeur/eventstore';
import { passwordProblem } from '../../accounts/index';

const optionalUrl = z.url().optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every setting the server reads from its environment (documented in .env.example). */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  /** `kurrentdb` (production), or `esdb`: its older name, an alias kept for existing deployments. */
  EVENT_STORE: z.enum(['sqlite', 'kurrentdb', 'esdb']).default('sqlite'),
  /** The KurrentDB connection string; EVENTSTORE_URL is its older name, still read (decision 206). */
  KURRENTDB_URL: z.string().refine(isKurrentConnectionString, CONNECTION_STRING_HINT).optional(),
  EVENTSTORE_URL: z.string().refine(isKurrentConnectionString, CONNECTION_STRING_HINT).optional(),
  /**
   * Where the read models live: `sqlite` (default, embedded: `DATA_DIR/read.sqlite`, kept across restarts so
   * each projection resumes from its checkpoint), `mongo` (production) or `memory` (rebuilt at every start).
   */
  READ_STORE: z.enum(['sqlite', 'memory', 'mongo']).default('sqlite'),
  MONGO_URL: z.string().startsWith('mongodb', 'must be a mongodb:// or mongodb+srv:// URL').optional(),
  MONGO_DB: z.string().default('chauffeur'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .max(128)
    .refine((password) => passwordProblem(password) === null, {
      error: (issue) => passwordProblem(issue.input as string) ?? 'is not accepted',
    })
    .optional(),
  /**
   * `false`, or a comma-separated list of the proxies' addresses/CIDRs whose X-Forwarded-For is believed.
   * Never `true`: trusting every peer would let any client pick its own address and slip past the
   * per-address brakes (issue 13).
   */
  TRUST_PROXY: z
    .string()
    .refine((value) => value.trim() !== 'true', {
      error:
        'true is not accepted (any client could then choose its own address): list the addresses or ' +
        'CIDRs of your proxies, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8, or set false',
    })
    .refine(
      (value) =>
        ['false', 'true'].includes(value.trim()) ||
        value.split(',').every((part) => isProxyAddress(part.trim())),
      {
        error:
          'must be false or a comma-separated list of proxy IP addresses or CIDRs (e.g. 10.0.0.0/8); ' +
          'loopback, linklocal and uniquelocal name those ranges',
      },
    )
    .default('false'),
  /** Multiplies the per-address limits of public writes; raise only for load tests (issue 13). */
  PUBLIC_RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  ROUTING_URL: optionalUrl,
  GEOCODER_URL: optionalUrl,
  /** Which API GEOCODER_URL speaks (issue 14): Photon's or Nominatim's. */
  GEOCODER_PROVIDER: z.enum(['photon', 'nominatim']).default('photon'),
  /** Identifies this site to the geocoder (Nominatim's usage policy asks for it); one line. */
  GEOCODER_USER_AGENT: z
    .string()
    .regex(/^[\x20-\x7e]{1,200}$/, 'must be one line of printable ASCII, at most 200 characters')
    .optional(),
  SMTP_URL: optionalUrl,
  /** The site's public address, for links in e-mails (set-password links, issue 17). */
  SITE_URL: optionalUrl,
  MAP_STYLE_URL: optionalUrl,
  WEB_DIST: z.string().default('web/dist'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Run the projectors in this process (embedded, or a single production process). */
  RUN_PROJECTORS: z.enum(['true', 'false']).default('true'),
  /** Serve the HTTP API (false for a projector-only process). */
  RUN_API: z.enum(['true', 'false']).default('true'),
});

/** Rules across keys, checked on the raw values so they are reported together with per-key errors. */
function crossKeyProblems(env: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (
    (env.EVENT_STORE === 'kurrentdb' || env.EVENT_STORE === 'esdb') &&
    !env.KURRENTDB_URL &&
    !env.EVENTSTORE_URL
  )
    problems.push(
      `KURRENTDB_URL: is required when EVENT_STORE=${String(env.EVENT_STORE)} (or its older name EVENTSTORE_URL)`,
    );
  if (env.KURRENTDB_URL && env.EVENTSTORE_URL && env.KURRENTDB_URL !== env.EVENTSTORE_URL)
    problems.push(
      'EVENTSTORE_URL: differs from KURRENTDB_URL; set only KURRENTDB_URL (EVENTSTORE_URL is its older name)',
    );
  if (env.READ_STORE === 'mongo' && !env.MONGO_URL)
    problems.push('MONGO_URL: is required when READ_STORE=mongo');
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET)
    problems.push('JWT_SECRET: is required in production');
  if (
    env.GEOCODER_PROVIDER === 'nominatim' &&
    typeof env.GEOCODER_URL === 'string' &&
    /^https?:\/\/nominatim\.openstreetmap\.org(\/|$)/i.test(env.GEOCODER_URL)
  )
    problems.push(
      'GEOCODER_URL: the public Nominatim forbids search-as-you-type (its usage policy); ' +
        'run your own Nominatim or use Photon (docs/operations.md, "Address search")',
    );
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL)
    problems.push('ADMIN_PASSWORD: needs ADMIN_EMAIL (the address of the account it creates)');
  return problems;
}

export type RawConfig = z.infer<typeof configSchema>;

export interface Config {
  env: RawConfig['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  eventStore: { kind: 'sqlite'; dataDir: string } | { kind: 'esdb'; url: string };
  readStore:
    { kind: 'memory' } | { kind: 'sqlite'; path: string } | { kind: 'mongo'; url: string; dbName: string };
  /** Undefined only outside production: a random secret is made per process then. */
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Fastify's `trustProxy`: the proxies whose X-Forwarded-For/-Proto to believe (false: none). */
  trustProxy: false | string[];
  /** Multiplies every public-write limit (plugins/public-rate-limit.ts); 1 in production. */
  publicRateLimitScale: number;
  mapStyleUrl: string | null;
  routingUrl: string | null;
  smtpUrl: string | null;
  /** Links in e-mails start with it: SITE_URL, else this process's own address. */
  siteUrl: string;
  geocoderUrl: string | null;
  geocoderProvider: RawConfig['GEOCODER_PROVIDER'];
  geocoderUserAgent: string | null;
  webDist: string;
  seedDemoData: boolean;
  logLevel: RawConfig['LOG_LEVEL'];
  runProjectors: boolean;
  runApi: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once, at boot; lists every bad key at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, emptyAsUndefined(value)]),
  );
  const parsed = configSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...crossKeyProblems(cleaned),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const raw = parsed.data;
  const dataDir = resolve(raw.DATA_DIR);
  return {
    env: raw.NODE_ENV,
    host: raw.HOST,
    port: raw.PORT,
    dataDir,
    eventStore:
      raw.EVENT_STORE === 'sqlite'
        ? { kind: 'sqlite', dataDir }
        : { kind: 'esdb', url: (raw.KURRENTDB_URL ?? raw.EVENTSTORE_URL)! },
    readStore: readStoreOf(raw, dataDir),
    jwtSecret: raw.JWT_SECRET,
    adminEmail: raw.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: raw.ADMIN_PASSWORD,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    publicRateLimitScale: raw.PUBLIC_RATE_LIMIT_SCALE,
    mapStyleUrl: raw.MAP_STYLE_URL ?? null,
    routingUrl: raw.ROUTING_URL ?? null,
    smtpUrl: raw.SMTP_URL ?? null,
    siteUrl: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    geocoderUrl: raw.GEOCODER_URL ?? null,
    geocoderProvider: raw.GEOCODER_PROVIDER,
    geocoderUserAgent: raw.GEOCODER_USER_AGENT ?? null,
    webDist: resolve(raw.WEB_DIST),
    seedDemoData: raw.SEED_DEMO_DATA === 'true',
    logLevel: raw.LOG_LEVEL,
    runProjectors: raw.RUN_PROJECTORS === 'true',
    runApi: raw.RUN_API === 'true',
  };
}

/** The embedded read store's file sits beside the log: deleting it makes the next start rebuild it. */
export const READ_STORE_FILE = 'read.sqlite';

function readStoreOf(raw: RawConfig, dataDir: string): Config['readStore'] {
  if (raw.READ_STORE === 'mongo') return { kind: 'mongo', url: raw.MONGO_URL!, dbName: raw.MONGO_DB };
  if (raw.READ_STORE === 'memory') return { kind: 'memory' };
  return { kind: 'sqlite', path: join(dataDir, READ_STORE_FILE) };
}

function parseTrustProxy(value: string): false | string[] {
  if (value === 'false') return false;
  return value.split(',').map((part) => part.trim());
}

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4/IPv6 address, optionally with a /prefix length, or a named range (what proxy-addr accepts). */
function isProxyAddress(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}
