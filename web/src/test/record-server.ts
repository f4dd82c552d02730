import { act } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { refreshReadModels } from '../features/admin/api/read-models';
import { jsonResponse, problemResponse } from './fetch';
import { mockSiteApi } from './site-api';

type Answer = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * One admin record behind its collection path (`/api/admin/chauffeurs`), kept as the server keeps it: the
 * list and the record answer what is stored now, and a PUT is refused with the server's 409
 * (`changed_by_someone_else`) unless its If-Match is the stored revision. So a form that sends the
 * revision it opened at meets the conflict, and one that followed a refetch overwrites silently and the
 * test sees no conflict: the mock cannot pass a form that uses the live record.
 */
export function mockRecordServer<T extends { id: string; revision: number }>(
  collection: string,
  atOpen: T,
  others: Record<string, Answer> = {},
) {
  let stored = atOpen;
  const path = `${collection}/${atOpen.id}`;
  const fetch = mockSiteApi({
    // The form's history panel: none yet (it is not what these tests are about).
    '/api/admin/history': (url) =>
      jsonResponse({
        stream: url.pathname.split('/').pop(),
        kind: '',
        items: [],
        total: 0,
        limit: 20,
        offset: 0,
      }),
    ...others,
    [collection]: (url, init) => {
      if (url.pathname === collection) return jsonResponse({ items: [stored] });
      if (url.pathname !== path) return new Response(null, { status: 404 });
      if (init.method !== 'PUT') return jsonResponse(stored);
      if (new Headers(init.headers).get('if-match') !== `"${stored.revision}"`)
        return problemResponse(409, {
          title: 'Conflict',
          detail: `The record was changed by someone else (revision ${stored.revision}).`,
          code: 'changed_by_someone_else',
          current_revision: stored.revision,
        });
      stored = { ...stored, revision: stored.revision + 1 };
      return jsonResponse({ id: stored.id, revision: stored.revision, position: String(stored.revision) });
    },
  });
  const puts = () =>
    fetch.mock.calls.filter(
      ([url, init]) => init?.method === 'PUT' && new URL(String(url), 'http://localhost').pathname === path,
    );
  return {
    /** Another admin saves `changes`: the next read answers them, one revision on. */
    otherAdminSaves: (changes: Partial<T>) => {
      stored = { ...stored, ...changes, revision: stored.revision + 1 };
    },
    puts,
    /** The If-Match of the `n`th PUT (0 is the first). */
    ifMatch: (n: number) => new Headers(puts()[n]![1]!.headers).get('if-match'),
  };
}

/**
 * What the live stream does when another admin saves: refetch what shows `models`, then let the screens
 * render it. The query cache tells its observers on a timer (TanStack's notifyManager), queued before the
 * refetch resolves, so one more timer waits them out: without it a click could still meet the old record
 * and a form that used the live record would pass by luck.
 */
export async function liveRefresh(client: QueryClient, models: readonly string[]): Promise<void> {
  await act(async () => {
    await refreshReadModels(client, models);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
