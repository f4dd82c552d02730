import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveTicketSchema } from '@chauffeur/contracts';
import { api } from '../../lib/api';
import { RIDES } from './api';
import { silenceWatch } from '../../lib/live/silence-watch';

/** `connecting` until the first answer; `offline` after a drop, until a reconnection succeeds. */
export type LiveState = 'connecting' | 'live' | 'offline';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** Waits before reconnection number `attempt` (0-based): 1 s, 2 s, 4 s… up to 30 s. */
export const reconnectDelay = (attempt: number) => Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);

/**
 * The driver's page live (decision 236): follows GET /api/driver/live, which tells this chauffeur (and
 * nobody else) that one of their rides changed; the rides list is then read again. EventSource cannot send
 * the access token, so each (re)connection first asks for a one-minute single-use ticket. After a drop it
 * reconnects with growing waits (at once when the phone is back online), and reads the list again once
 * connected: whatever changed meanwhile. Without EventSource (none in tests' DOM) the page only polls.
 */
export function useDriverLive(): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let stopped = false;
    const refetch = () => void client.invalidateQueries({ queryKey: RIDES });
    // Silence past LIVE_SILENCE_MS is a drop: reconnect (the list is read again once connected).
    const silence = silenceWatch(() => retry());

    const connect = async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      try {
        const { ticket } = await api.post('/driver/live/ticket', undefined, { schema: liveTicketSchema });
        if (stopped) return;
        source = new EventSource(`/api/driver/live?${new URLSearchParams({ ticket })}`);
        silence.touch();
        source.addEventListener('ready', () => {
          silence.touch();
          attempt = 0;
          setState('live');
          refetch();
        });
        source.addEventListener('change', () => {
          silence.touch();
          refetch();
        });
        source.addEventListener('ping', silence.touch);
        source.onerror = retry;
      } catch {
        retry();
      }
    };
    // The browser's own reconnection would reuse the spent ticket: this one asks for a new one.
    const retry = () => {
      silence.stop();
      source?.close();
      source = null;
      if (stopped || timer) return;
      setState('offline');
      timer = setTimeout(() => void connect(), reconnectDelay(attempt++));
    };
    const onOnline = () => {
      if (timer) void connect();
    };

    void connect();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      silence.stop();
      window.removeEventListener('online', onOnline);
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [client]);

  return state;
}
