import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { LIVE_SILENCE_MS } from '../../../lib/live/silence-watch';
import { useLiveUpdates } from './useLiveUpdates';

/** EventSource driven by the test: the server's events by name, or nothing at all. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: 'ready' | 'ping') {
    act(() => this.listeners.get(type)?.());
  }
}

describe('the admin panel, live', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('takes a stream that went silent past 65 s as dropped, says so and reconnects', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch(() => jsonResponse({ ticket: `ticket-${Math.random()}`, expires_in: 60 }));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLiveUpdates(), { wrapper });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    first.emit('ready');
    expect(result.current).toBe(true);
    // Pings keep it live…
    act(() => vi.advanceTimersByTime(LIVE_SILENCE_MS - 5_000));
    first.emit('ping');
    act(() => vi.advanceTimersByTime(LIVE_SILENCE_MS - 5_000));
    expect(first.closed).toBe(false);
    expect(result.current).toBe(true);
    // …silence does not.
    act(() => vi.advanceTimersByTime(10_000));
    expect(first.closed).toBe(true);
    expect(result.current).toBe(false);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 5000 });
  });
});
