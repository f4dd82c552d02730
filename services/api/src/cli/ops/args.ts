/** `npm run ops -- <command>`: the operator's one entry for both deployments (docs/operations.md). */
export const OPS_USAGE = `Usage: npm run ops -- <command> [--prod] [options]

Commands:
  backup [<folder>]       a verified copy with its manifest (default backups/<time>)
  verify <folder>         check a backup: manifest sums, SQLite pages and the log's hash chain (embedded),
                          the archive and KurrentDB's files (compose)
  restore <folder>        put a backup back; refuses while the server runs (embedded); keeps the old state aside
  status [--url <url>]    the read models (npm run projections -- status)
  rebuild <name>... | --all [--url <url>]   rebuild read models (npm run projections -- rebuild)
  help

Deployment: embedded (DATA_DIR, default ./data) unless --prod or DEPLOYMENT=compose (docker compose, run in
the folder of docker-compose.yml and .env).
Exit codes: 0 ok, 1 failed (a backup that does not verify), 2 bad command line.`;

export type Deployment = 'embedded' | 'compose';

export type OpsCommand =
  | { kind: 'help' }
  | { kind: 'backup'; deployment: Deployment; folder: string | null }
  | { kind: 'verify'; folder: string }
  | { kind: 'restore'; deployment: Deployment; folder: string }
  | { kind: 'projections'; deployment: Deployment; args: string[] };

export class OpsUsageError extends Error {}

export function parseOpsArgs(argv: readonly string[], env: NodeJS.ProcessEnv): OpsCommand {
  const rest = argv.filter((arg) => arg !== '--prod' && arg !== '--embedded');
  if (argv.includes('--prod') && argv.includes('--embedded'))
    throw new OpsUsageError('--prod and --embedded: choose one');
  if (env.DEPLOYMENT && env.DEPLOYMENT !== 'compose' && env.DEPLOYMENT !== 'embedded')
    throw new OpsUsageError(`DEPLOYMENT=${env.DEPLOYMENT}: expected compose or embedded`);
  const deployment: Deployment = argv.includes('--prod')
    ? 'compose'
    : argv.includes('--embedded')
      ? 'embedded'
      : env.DEPLOYMENT === 'compose'
        ? 'compose'
        : 'embedded';
  const [command, ...args] = rest;
  const folder = (required: boolean) => {
    const positional = args.filter((arg) => !arg.startsWith('--'));
    if (positional.length > 1 || args.some((arg) => arg.startsWith('--')))
      throw new OpsUsageError(`${command}: takes one folder (got ${args.join(' ')})`);
    if (required && positional.length === 0) throw new OpsUsageError(`${command}: which backup folder?`);
    return positional[0] ?? null;
  };
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { kind: 'help' };
    case 'backup':
      return { kind: 'backup', deployment, folder: folder(false) };
    case 'verify':
      return { kind: 'verify', folder: folder(true)! };
    case 'restore':
      return { kind: 'restore', deployment, folder: folder(true)! };
    case 'status':
    case 'rebuild':
      return { kind: 'projections', deployment, args: [command, ...args] };
    default:
      throw new OpsUsageError(`unknown command "${command}"`);
  }
}
