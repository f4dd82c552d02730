import { createInterface } from 'node:readline';
import { Writable, type Readable } from 'node:stream';

/**
 * The new password for `reset-password`: ADMIN_PASSWORD when set, else typed at a prompt that does not
 * echo (a terminal), else the first line of standard input (a pipe: `printf '%s\n' "$PW" | npm run admin
 * -- reset-password …`). It is never printed, nor passed on the command line (where `ps` would show it).
 */
export async function readNewPassword(options: {
  env: NodeJS.ProcessEnv;
  stdin: Readable & { isTTY?: boolean };
  stderr: Writable;
}): Promise<string> {
  const fromEnv = options.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (options.stdin.isTTY) return prompt(options.stdin, options.stderr, 'New password (not shown): ');
  return firstLine(options.stdin);
}

async function firstLine(input: Readable): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

function prompt(input: Readable, output: Writable, question: string): Promise<string> {
  output.write(question);
  // A muted output: what is typed is not echoed back to the terminal.
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input, output: muted, terminal: true });
  return new Promise((resolve) =>
    lines.question('', (answer) => {
      lines.close();
      output.write('\n');
      resolve(answer);
    }),
  );
}
