import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { liveChangeSchema, liveTicketSchema, type LiveChange } from '@chauffeur/contracts';
import { request } from '../../../lib/api';
import { silenceWatch } from '../../../lib/live/silence-watch';
import { notePosition } from './admin-client';
import { adminKeys } from './keys';
import { refreshChange } from './read-models';

function refresh(client: QueryClient, change: LiveChange) {
  notePosition(change.position);
  void refreshChange(client, change);
}

const MAX_DELAY_MS = 30_000;

/**
 * Follows GET /api/admin/live while the admin panel is open: each change names the read models it
 * touched, and the screens showing them refetch (read-models.ts). EventSource cannot send the access token, so every (re)connection first fetches a one-minute
 * ticket through the API client; after a drop it reconnects by itself with a growing delay.
 */
export function useLiveUpdates(): boolean {
  const client = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let stopped = false;
    // 65 s without a word (the server pings every 25 s) is a dead connection: reconnect, then refetch.
    const silence = silenceWatch(() => retry());

    const retry = () => {
      silence.stop();
      setConnected(false);
      source?.close();
      source = null;
      if (stopped) return;
      const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt++);
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      try {
        const { ticket } = await request('POST', '/admin/live/ticket', { schema: liveTicketSchema });
        if (stopped) return;
        source = new EventSource(`/api/admin/live?${new URLSearchParams({ ticket })}`);
        silence.touch();
        source.addEventListener('ping', silence.touch);
        source.addEventListener('ready', () => {
          silence.touch();
          attempt = 0;
          setConnected(true);
          // Whatever happened while disconnected: refetch everything once.
          void client.invalidateQueries({ queryKey: adminKeys.all });
        });
        source.addEventListener('change', (event) => {
          silence.touch();
          const parsed = liveChangeSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
          if (parsed.success) refresh(client, parsed.data);
        });
        source.onerror = retry;
      } catch {
        retry();
      }
    };

    void connect();
    return () => {
      stopped = true;
      silence.stop();
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [client]);

  return connected;
}
