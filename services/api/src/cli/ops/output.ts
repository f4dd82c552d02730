/** Where the ops commands talk: notes and progress to stderr, results (the manifest path, JSON) to stdout. */
export interface OpsOutput {
  note(line: string): void;
  result(line: string): void;
}

export const consoleOutput: OpsOutput = {
  note: (line) => process.stderr.write(`[ops] ${line}\n`),
  result: (line) => process.stdout.write(`${line}\n`),
};
