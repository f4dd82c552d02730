import { totalmem } from 'node:os';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Share of V8's heap limit a build in memory may fill with read models (decision 227). The limit is what
 * Node gives this process (sized from the machine's memory, or `--max-old-space-size`), so a small machine
 * writes out early and a large one holds a long log: today's read models retain ~1.25 KB per event of the
 * bench's log, so a million events need ~1.3 GB; this machine's limit (4.3 GB) gives 1.7 GB.
 */
export const HEAP_LIMIT_SHARE = 0.4;

/** How much of the heap limit may be in use at the end of a build: what the process held before counts. */
const HEAP_LIMIT_CEILING = 0.7;

/**
 * The memory the process may use (bytes): a container's limit when there is one (cgroups; Node may have
 * sized its heap from the host's memory), else the machine's. `process.constrainedMemory()` answers a
 * huge number, not 0, when nothing constrains it.
 */
function availableMemory(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 && constrained < totalmem() ? constrained : totalmem();
}

/**
 * 0.4 of V8's heap limit, or of the container's memory if smaller, and never so much that what the process
 * already held plus the build passes 0.7 of the limit: a rebuild started from the admin panel in a busy
 * process writes out early instead of running out of memory.
 */
export function defaultHeapBudget(
  heap: { limit: number; used: number } = {
    limit: getHeapStatistics().heap_size_limit,
    used: getHeapStatistics().used_heap_size,
  },
  memory: number = availableMemory(),
): number {
  const share = Math.min(heap.limit, memory) * HEAP_LIMIT_SHARE;
  return Math.max(0, Math.min(share, heap.limit * HEAP_LIMIT_CEILING - heap.used));
}

const used = (): number => getHeapStatistics().used_heap_size;

/**
 * A full collection, when V8 lets us have one. Why: the used heap counts garbage not collected yet (at
 * 200,000 events, 463 MB used for 251 MB retained), so a budget read from it alone wrote builds out at
 * half of what they could hold, and the rest of the log went event by event, 4× slower. `--expose-gc` set
 * at run time is how the `gc` function is reached without a command-line flag; it is only called when the
 * used heap crosses the budget, a handful of times per build.
 */
function fullCollection(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

/**
 * Tells a build in memory when what it retains has grown past its budget since it started. Cheap between
 * checks (one heap statistic); past the budget as the used heap says, it collects and looks again, and
 * lets the build go on when garbage was the difference.
 */
export class HeapGauge {
  private readonly start: number;
  private threshold: number;

  constructor(
    private readonly budget: number,
    private readonly collect: (() => void) | null = fullCollection(),
    private readonly measure: () => number = used,
  ) {
    this.start = measure();
    this.threshold = this.start + budget;
  }

  /** True once the heap retained since the start exceeds the budget. */
  over(): boolean {
    if (this.measure() <= this.threshold) return false;
    if (!this.collect) return true;
    this.collect();
    const retained = this.measure();
    const limit = this.start + this.budget;
    if (retained > limit) return true;
    // Garbage made the difference: look again after half of what is left (at least 1/16 of the budget),
    // so that collections stay few while the build nears its budget.
    this.threshold = Math.min(retained + Math.max((limit - retained) / 2, this.budget / 16), limit);
    return false;
  }
}
