/** One queued unit of work and how to answer its caller. */
interface Pending<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

/** The outcome of one queued input inside a flushed group: its output, or the error that refused it alone. */
export type Settled<Output> = { ok: true; value: Output } | { ok: false; error: unknown };

/**
 * Group commit: collects the calls that arrive within one turn of the event loop and hands them to `commit`
 * together, so that N concurrent appends cost one durable commit (one fsync) instead of N. `commit` settles
 * each input on its own (a refused append does not refuse its neighbours); if it throws, every caller of the
 * group gets that error. A lone caller waits one `setImmediate`, nothing more.
 */
export class GroupCommit<Input, Output> {
  private queue: Pending<Input, Output>[] = [];
  private scheduled = false;

  constructor(
    private readonly commit: (inputs: Input[]) => Settled<Output>[],
    private readonly maxGroup = 1000,
  ) {}

  submit(input: Input): Promise<Output> {
    return new Promise<Output>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits everything queued now (also called before the store closes). */
  flush(): void {
    this.scheduled = false;
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, this.maxGroup);
      let settled: Settled<Output>[];
      try {
        settled = this.commit(group.map((pending) => pending.input));
      } catch (error) {
        for (const pending of group) pending.reject(error);
        continue;
      }
      group.forEach((pending, index) => {
        const outcome = settled[index]!;
        if (outcome.ok) pending.resolve(outcome.value);
        else pending.reject(outcome.error);
      });
    }
  }
}
