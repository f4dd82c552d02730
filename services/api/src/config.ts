import { resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every setting the server reads from its environment (documented in .env.example). */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  EVENT_STORE: z.enum(['sqlite', 'esdb']).default('sqlite'),
  EVENTSTORE_URL: z
    .string()
    .startsWith('esdb', 'must be an esdb:// or esdb+discover:// connection string')
    .optional(),
  READ_STORE: z.enum(['memory', 'mongo']).default('memory'),
  MONGO_URL: z.string().startsWith('mongodb', 'must be a mongodb:// or mongodb+srv:// URL').optional(),
  MONGO_DB: z.string().default('chauffeur'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).max(128).optional(),
  /** `false`, `true` (trust every proxy), or a comma-separated list of proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[\w.:/]+(,\s*[\w.:/]+)*)$/, 'must be true, false or a list of proxy addresses')
    .default('false'),
  ROUTING_URL: optionalUrl,
  GEOCODER_URL: optionalUrl,
  SMTP_URL: optionalUrl,
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
  if (env.EVENT_STORE === 'esdb' && !env.EVENTSTORE_URL)
    problems.push('EVENTSTORE_URL: is required when EVENT_STORE=esdb');
  if (env.READ_STORE === 'mongo' && !env.MONGO_URL)
    problems.push('MONGO_URL: is required when READ_STORE=mongo');
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET)
    problems.push('JWT_SECRET: is required in production');
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
  readStore: { kind: 'memory' } | { kind: 'mongo'; url: string; dbName: string };
  /** Undefined only outside production: a random secret is made per process then. */
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Fastify's `trustProxy`: whose X-Forwarded-For/-Proto to believe. */
  trustProxy: boolean | string[];
  mapStyleUrl: string | null;
  routingUrl: string | null;
  smtpUrl: string | null;
  geocoderUrl: string | null;
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
      raw.EVENT_STORE === 'esdb' ? { kind: 'esdb', url: raw.EVENTSTORE_URL! } : { kind: 'sqlite', dataDir },
    readStore:
      raw.READ_STORE === 'mongo'
        ? { kind: 'mongo', url: raw.MONGO_URL!, dbName: raw.MONGO_DB }
        : { kind: 'memory' },
    jwtSecret: raw.JWT_SECRET,
    adminEmail: raw.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: raw.ADMIN_PASSWORD,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    mapStyleUrl: raw.MAP_STYLE_URL ?? null,
    routingUrl: raw.ROUTING_URL ?? null,
    smtpUrl: raw.SMTP_URL ?? null,
    geocoderUrl: raw.GEOCODER_URL ?? null,
    webDist: resolve(raw.WEB_DIST),
    seedDemoData: raw.SEED_DEMO_DATA === 'true',
    logLevel: raw.LOG_LEVEL,
    runProjectors: raw.RUN_PROJECTORS === 'true',
    runApi: raw.RUN_API === 'true',
  };
}

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((part) => part.trim());
}
