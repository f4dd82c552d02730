import { describe, expect, it } from 'vitest';
import { defaultHeapBudget, HEAP_LIMIT_SHARE, HeapGauge } from './heap-gauge';
import { getHeapStatistics } from 'node:v8';

/** A heap whose used size the test sets, and whose collection drops it to what is retained. */
function fakeHeap(start: number) {
  const heap = { used: start, retained: start, collections: 0 };
  return {
    heap,
    measure: () => heap.used,
    collect: () => {
      heap.collections += 1;
      heap.used = heap.retained;
    },
  };
}

describe('the heap gauge of a build in memory (decision 227)', () => {
  it('given garbage beyond the budget but little retained, when checked, then it collects and lets the build go on', () => {
    const { heap, measure, collect } = fakeHeap(100);
    const gauge = new HeapGauge(1_000, collect, measure);
    heap.used = 1_500; // 1,400 above the start, of which only 300 retained
    heap.retained = 400;
    expect(gauge.over()).toBe(false);
    expect(heap.collections).toBe(1);
  });

  it('given what is retained beyond the budget, when checked, then it is over', () => {
    const { heap, measure, collect } = fakeHeap(100);
    const gauge = new HeapGauge(1_000, collect, measure);
    heap.used = 1_500;
    heap.retained = 1_200;
    expect(gauge.over()).toBe(true);
  });

  it('given a heap under the budget, when checked, then it neither collects nor stops', () => {
    const { heap, measure, collect } = fakeHeap(100);
    const gauge = new HeapGauge(1_000, collect, measure);
    heap.used = 1_000;
    expect(gauge.over()).toBe(false);
    expect(heap.collections).toBe(0);
  });

  it('after a collection that found garbage, looks again only when half of what is left has been used', () => {
    const { heap, measure, collect } = fakeHeap(0);
    const gauge = new HeapGauge(1_000, collect, measure);
    heap.used = 1_100;
    heap.retained = 600;
    expect(gauge.over()).toBe(false);
    // Left: 400; next look past 600 + 200.
    heap.used = 790;
    expect(gauge.over()).toBe(false);
    expect(heap.collections).toBe(1);
    heap.used = 810;
    heap.retained = 700;
    expect(gauge.over()).toBe(false);
    expect(heap.collections).toBe(2);
  });

  it('without a way to collect, the used heap decides', () => {
    const { heap, measure } = fakeHeap(0);
    const gauge = new HeapGauge(1_000, null, measure);
    heap.used = 1_001;
    expect(gauge.over()).toBe(true);
  });

  it('in this process, finds a full collection and stops a build only for what it really holds', () => {
    const gauge = new HeapGauge(64 * 1024 * 1024);
    // 200 MB of garbage: over the budget by the used heap, not by what is retained.
    for (let i = 0; i < 200; i += 1) new Array(128 * 1024).fill(i);
    expect(gauge.over()).toBe(false);
    const held: number[][] = [];
    for (let i = 0; i < 100; i += 1) held.push(new Array(128 * 1024).fill(i)); // ~100 MB retained
    expect(gauge.over()).toBe(true);
    expect(held).toHaveLength(100);
  });

  it('gives a build a share of the heap limit V8 was given', () => {
    const { heap_size_limit } = getHeapStatistics();
    expect(defaultHeapBudget({ limit: heap_size_limit, used: 0 }, Infinity)).toBe(
      heap_size_limit * HEAP_LIMIT_SHARE,
    );
    expect(defaultHeapBudget()).toBeGreaterThan(0);
  });

  it("takes the container's memory when it is smaller than the heap limit", () => {
    const GB = 1024 ** 3;
    expect(defaultHeapBudget({ limit: 4 * GB, used: 0 }, 1 * GB)).toBe(0.4 * GB);
  });

  it('counts what the process already holds: a busy process builds less', () => {
    const GB = 1024 ** 3;
    // 0.7 × 4 GB − 2.5 GB = 0.3 GB, under the 1.6 GB share.
    expect(defaultHeapBudget({ limit: 4 * GB, used: 2.5 * GB }, 16 * GB)).toBeCloseTo(0.3 * GB);
    expect(defaultHeapBudget({ limit: 4 * GB, used: 3.5 * GB }, 16 * GB)).toBe(0);
  });
});
