import { commandResultSchema, type CommandResult } from '@chauffeur/contracts';
import { api, request, type Parser } from '../../../lib/api';

/**
 * Read-your-writes for the admin panel: the newest log position this tab has caused or heard of (a command's
 * answer, a live event). Every admin read passes it as `?after=`, so a refetch never shows older data.
 */
let latestPosition: bigint = 0n;

export function notePosition(position: string | undefined): void {
  if (!position || !/^\d+$/.test(position)) return;
  const value = BigInt(position);
  if (value > latestPosition) latestPosition = value;
}

const withAfter = (path: string) => {
  if (latestPosition === 0n) return path;
  return `${path}${path.includes('?') ? '&' : '?'}after=${latestPosition}`;
};

export const adminGet = <T>(path: string, schema: Parser<T>, signal?: AbortSignal) =>
  api.get(`/admin${withAfter(path)}`, schema, { signal });

const ifMatch = (revision: number | undefined): Record<string, string> =>
  revision === undefined ? {} : { 'If-Match': `"${revision}"` };

/** A command: POST/PUT/PATCH/DELETE under /api/admin, with If-Match when a revision is given. */
export async function adminCommand<T extends { position: string } = CommandResult>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; revision?: number; schema?: Parser<T>; headers?: Record<string, string> } = {},
): Promise<T> {
  const result = await request(method, `/admin${path}`, {
    body: options.body,
    // Extra headers: an Idempotency-Key (a phone booking, issue 17).
    headers: { ...ifMatch(options.revision), ...options.headers },
    schema: options.schema ?? (commandResultSchema as unknown as Parser<T>),
  });
  notePosition(result.position);
  return result;
}
