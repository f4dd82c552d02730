import { allProjections } from '../../all-projections';
import { CliError, EXIT, parseArgs } from './args';
import { runCommand, type CliIO } from './commands';

/** The whole command line, without touching `process`: tests call it with their own streams. */
export async function cli(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    const command = parseArgs(
      argv,
      allProjections.map((p) => p.name),
      io.env,
    );
    return await runCommand(command, allProjections, io);
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`error: ${error.message}\n`);
      return error.exitCode;
    }
    io.stderr.write(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.failed;
  }
}

// `npm run projections -- <command>`: see docs/operations.md.
if (import.meta.url === `file://${process.argv[1]}`) {
  const code = await cli(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
  process.exitCode = code;
}
