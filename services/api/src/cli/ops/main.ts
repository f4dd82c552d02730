// `npm run ops -- backup|verify|restore|status|rebuild [--prod]`: see docs/operations.md.
import { cli } from '../projections/main';
import { ops } from './ops';
import { consoleOutput } from './output';
import { processRunner } from './runner';

process.exitCode = await ops(process.argv.slice(2), {
  env: process.env,
  out: consoleOutput,
  runner: processRunner,
  now: () => new Date(),
  cwd: process.cwd(),
  projections: (args) => cli(args, { stdout: process.stdout, stderr: process.stderr, env: process.env }),
  owner: `${process.getuid?.() ?? 0}:${process.getgid?.() ?? 0}`,
});
