import type { AuthSession } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';
import { refreshRequest } from '../api/auth-api';

/** SPEC 8: token refresh retries with exponential backoff, 200 ms times 2 to the power of the attempt. */
export const RETRY_DELAYS_MS = [200, 400, 800];
const LOCK_NAME = 'chauffeur-auth-refresh';

const retryable = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || (error.status ?? 0) >= 500);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One refresh at a time across every tab of this browser (Web Locks): tabs share the refresh cookie, and
 * a token that was already rotated by another tab would otherwise look like a stolen one to the server.
 */
function withBrowserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task();
}

/** Refreshes the session, retrying only what may pass on a retry (no answer, or a server error). */
export function refreshWithBackoff(): Promise<AuthSession> {
  return withBrowserLock(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await refreshRequest();
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (!retryable(error) || delay === undefined) throw error;
        await sleep(delay);
      }
    }
  });
}
