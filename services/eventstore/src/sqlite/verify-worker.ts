import { parentPort, workerData } from 'node:worker_threads';
import { EventLogDamaged } from '../errors';
import { verifyChainOfFile } from './verify-in-background';

// The worker side of verifyChainInBackground: one check, one answer.
const { file } = workerData as { file: string };
try {
  const { events } = verifyChainOfFile(file);
  parentPort!.postMessage({ ok: true, events });
} catch (error) {
  parentPort!.postMessage({
    ok: false,
    damaged: error instanceof EventLogDamaged,
    message: error instanceof Error ? error.message : String(error),
  });
}
