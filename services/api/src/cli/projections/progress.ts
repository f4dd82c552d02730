import type { ReplayProgress } from './replay';

export interface ProgressOutput {
  write(text: string): void;
  /** A terminal: the bar redraws in place. Otherwise one line per update (at most one per second). */
  isTTY?: boolean;
}

const WIDTH = 30;

const duration = (seconds: number): string => {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${Math.ceil(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? `${minutes}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`
    : `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
};

/** One line: `bookings [██████░░░░] 60% 6000/10000 events  12000 ev/s  left 1s`. */
export function formatProgress(label: string, { done, total }: ReplayProgress, elapsedMs: number): string {
  const ratio = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(ratio * WIDTH);
  const rate = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
  const left = done >= total ? 0 : rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
  return (
    `${label} [${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}% ` +
    `${done}/${total} events  ${Math.round(rate)} ev/s  left ${duration(left)}`
  );
}

/** A progress reporter for one task: call it with each update, then `finish()`. */
export function progressBar(label: string, output: ProgressOutput, now: () => number = Date.now) {
  const started = now();
  let lastLine = -Infinity;
  let lastText = '';
  let last: ReplayProgress = { done: 0, total: 0 };
  const draw = (final: boolean) => {
    const line = formatProgress(label, last, now() - started);
    if (output.isTTY) output.write(`\r${line}\x1b[K${final ? '\n' : ''}`);
    else if ((final && line !== lastText) || now() - lastLine >= 1000) {
      output.write(`${line}\n`);
      lastLine = now();
      lastText = line;
    }
  };
  return {
    update(progress: ReplayProgress) {
      last = progress;
      draw(false);
    },
    finish() {
      draw(true);
    },
  };
}
