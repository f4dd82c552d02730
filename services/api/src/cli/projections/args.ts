import { brusselsDay } from '../../../../bookings/index';

/** Exit codes scripts can rely on (docs/operations.md). */
export const EXIT = {
  ok: 0,
  /** The command ran and failed (a rebuild that failed, a projection that threw). */
  failed: 1,
  /** Bad command line: unknown command or option, wrong projection name, bad date or format. */
  usage: 2,
  /** The event store, the read store or the server cannot be reached (or refused the credentials). */
  unreachable: 3,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string) =>
  new CliError(`${message}\n(see: npm run projections -- help)`, EXIT.usage);

export const USAGE = `Usage: npm run projections -- <command> [options]

Commands:
  status [--json]                      every projection: checkpoint, head, lag, state
  rebuild <name>... | --all            rebuild read models from the whole log, with a progress bar
  replay <name> [--until <time>]       replay the log up to a moment into a fresh in-memory read model
         [--format json|csv] [--out <file>] [--days <n>]   (--days: admin_analytics only, default 7)
  help

  --until: 2026-03-01T18:00:00Z, or a day (2026-03-01, today, yesterday) = the end of that day in Brussels.

Options:
  --url <http://host:port>  talk to a running server (embedded deployment); also CHAUFFEUR_URL.
                            Credentials: ADMIN_TOKEN, or ADMIN_EMAIL + ADMIN_PASSWORD.
  --no-progress             no progress bar (rebuild)

Stores come from the server's environment: DATA_DIR, EVENT_STORE, KURRENTDB_URL, READ_STORE, MONGO_URL, MONGO_DB.
Exit codes: 0 ok, 1 failed, 2 bad command line, 3 store or server unreachable.`;

export type Command =
  | { kind: 'help' }
  | { kind: 'status'; json: boolean; url: string | null }
  | { kind: 'rebuild'; names: string[]; url: string | null; progress: boolean }
  | {
      kind: 'replay';
      name: string;
      until: Date | null;
      format: 'json' | 'csv';
      out: string | null;
      days: number;
    };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The last millisecond of a Brussels calendar day (23:59:59.999 local, whatever the daylight saving). */
export function endOfBrusselsDay(year: number, month: number, day: number): Date {
  const next = new Date(Date.UTC(year, month - 1, day + 1, 12));
  const nextDay = brusselsDay(next);
  for (const offsetHours of [1, 2]) {
    const midnight = Date.UTC(year, month - 1, day + 1) - offsetHours * 3_600_000;
    if (brusselsDay(new Date(midnight)) === nextDay && brusselsDay(new Date(midnight - 1)) !== nextDay)
      return new Date(midnight - 1);
  }
  throw new Error(`no Brussels midnight found after ${year}-${month}-${day}`);
}

/**
 * `--until`: an ISO 8601 date-time (without an offset it is UTC), or a calendar day (`2026-03-01`,
 * `today`, `yesterday`) meaning the end of that day in Brussels: "the dashboard as it stood that evening".
 */
export function parseUntil(value: string, now: Date = new Date()): Date {
  if (value === 'today' || value === 'yesterday') {
    const [y, m, d] = brusselsDay(now).split('-').map(Number) as [number, number, number];
    return endOfBrusselsDay(y, m, value === 'today' ? d : d - 1);
  }
  const day = ISO_DATE.exec(value);
  if (day) {
    const [y, m, d] = day.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
      throw usageError(`--until: "${value}" is not a valid date`);
    return endOfBrusselsDay(y, m, d);
  }
  if (!ISO_TIME.test(value))
    throw usageError(
      `--until: "${value}" is not an ISO 8601 time (e.g. 2026-03-01T18:00:00Z, 2026-03-01, yesterday)`,
    );
  const date = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`);
  if (Number.isNaN(date.getTime())) throw usageError(`--until: "${value}" is not a valid date`);
  return date;
}

/**
 * Parses the arguments after `npm run projections --`. `known` is the list of projection names, so that a
 * wrong name is a usage error that lists the right ones.
 */
export function parseArgs(
  argv: readonly string[],
  known: readonly string[],
  env: NodeJS.ProcessEnv = {},
  now: Date = new Date(),
): Command {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  const valued = new Set(['until', 'format', 'out', 'url', 'days']);
  const flags = new Set(['json', 'all', 'no-progress', 'help']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h') {
      options.set('help', true);
    } else if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (valued.has(key)) {
        const value = inline ?? argv[++i];
        if (value === undefined || value === '') throw usageError(`--${key} needs a value`);
        options.set(key, value);
      } else if (flags.has(key) && inline === undefined) {
        options.set(key, true);
      } else {
        throw usageError(`Unknown option ${arg}`);
      }
    } else {
      positional.push(arg);
    }
  }
  const [command, ...rest] = positional;
  if (options.has('help') || command === undefined || command === 'help') return { kind: 'help' };
  const allowOnly = (...allowed: string[]) => {
    for (const key of options.keys())
      if (!allowed.includes(key)) throw usageError(`Option --${key} does not apply to ${command}`);
  };
  const checkName = (name: string) => {
    if (!known.includes(name))
      throw usageError(`Unknown projection "${name}". Known projections: ${known.join(', ')}`);
  };
  const stringOption = (key: string) => {
    const value = options.get(key);
    return typeof value === 'string' ? value : null;
  };
  const url = stringOption('url') ?? (env.CHAUFFEUR_URL || null);
  if (url !== null && !/^https?:\/\/[^\s/]+/.test(url))
    throw usageError(`--url: "${url}" is not an http(s) URL (e.g. http://localhost:3000)`);

  switch (command) {
    case 'status':
      allowOnly('json', 'url');
      if (rest.length > 0) throw usageError(`status takes no arguments (got ${rest.join(' ')})`);
      return { kind: 'status', json: options.has('json'), url };
    case 'rebuild': {
      allowOnly('all', 'url', 'no-progress');
      if (options.has('all') && rest.length > 0)
        throw usageError('rebuild: give projection names or --all, not both');
      if (!options.has('all') && rest.length === 0)
        throw usageError(`rebuild: which projection? Give a name (${known.join(', ')}) or --all`);
      rest.forEach(checkName);
      return {
        kind: 'rebuild',
        names: options.has('all') ? [...known] : [...new Set(rest)],
        url,
        progress: !options.has('no-progress'),
      };
    }
    case 'replay': {
      allowOnly('until', 'format', 'out', 'days');
      if (rest.length !== 1)
        throw usageError(`replay: give exactly one projection name (${known.join(', ')})`);
      const name = rest[0]!;
      checkName(name);
      const format = stringOption('format') ?? 'json';
      if (format !== 'json' && format !== 'csv') throw usageError(`--format: "${format}" is not json or csv`);
      const until = stringOption('until');
      const daysText = stringOption('days');
      if (daysText !== null && name !== 'admin_analytics')
        throw usageError('--days applies to admin_analytics only');
      const days = daysText === null ? 7 : Number(daysText);
      if (!Number.isInteger(days) || days < 1 || days > 366)
        throw usageError(`--days: "${daysText}" is not a whole number from 1 to 366`);
      return {
        kind: 'replay',
        name,
        until: until === null ? null : parseUntil(until, now),
        format,
        out: stringOption('out'),
        days,
      };
    }
    default:
      throw usageError(`Unknown command "${command}"`);
  }
}
