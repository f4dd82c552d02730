import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';

/**
 * One external command (`docker compose …`), as an argument vector: never a shell line on the host, so a
 * path with spaces or a value with quotes cannot change what runs. Secrets never appear in `argv`: they are
 * passed by name in `env` (`docker compose exec -e NAME` takes the value from the caller's environment).
 */
export interface CommandSpec {
  argv: string[];
  /** Extra environment for the command (on top of the caller's). */
  env?: Record<string, string>;
  /** A file streamed to the command's stdin (a restore's archive). */
  stdinFile?: string;
  /** A file that receives the command's stdout (a dump's archive). */
  stdoutFile?: string;
}

export interface Runner {
  run(command: CommandSpec): Promise<void>;
}

/** Runs for real, output to the terminal unless `stdoutFile` captures it; rejects on a non-zero exit. */
export const processRunner: Runner = {
  run(command) {
    return new Promise((resolve, reject) => {
      const [file, ...args] = command.argv;
      const child = spawn(file!, args, {
        env: { ...process.env, ...command.env },
        stdio: [command.stdinFile ? 'pipe' : 'inherit', command.stdoutFile ? 'pipe' : 'inherit', 'inherit'],
      });
      if (command.stdinFile) createReadStream(command.stdinFile).pipe(child.stdin!);
      // The archive is complete only once its file is flushed, not when the process exits.
      const written = new Promise<void>((done, failed) => {
        if (!command.stdoutFile) return done();
        const out = createWriteStream(command.stdoutFile, { mode: 0o600 });
        out.on('finish', done).on('error', failed);
        child.stdout!.pipe(out);
      });
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0) return reject(new Error(`${command.argv.join(' ')} exited with ${code}`));
        written.then(resolve, reject);
      });
    });
  },
};
