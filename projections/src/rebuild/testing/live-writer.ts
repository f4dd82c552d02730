/**
 * A writer appending to the log while a rebuild runs (the blue/green tests): every millisecond or so it
 * appends `step` increments until stopped; `stop` resolves with how many it appended in all.
 */
export function startLiveWriter(append: (count: number) => Promise<unknown>, step: number) {
  let writing = true;
  let appended = 0;
  const running = (async () => {
    while (writing) {
      await append(step);
      appended += step;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  return {
    async stop(): Promise<number> {
      writing = false;
      await running;
      return appended;
    },
  };
}
