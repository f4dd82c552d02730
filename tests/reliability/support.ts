/** Shared helpers of the reliability suites: a valid booking body (the API tests' own) and a bounded-concurrency loop. */
export { bookingBody } from '@chauffeur/api/testing';

/** Runs `count` jobs with at most `concurrency` in flight; `stop()` returning true ends it early. */
export async function pool(
  count: number,
  concurrency: number,
  job: (index: number) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count && !stop()) await job(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
