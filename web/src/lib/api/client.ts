import { errorFromResponse, invalidResponseError, networkError } from './error';
import { authHandlers } from './auth-hook';

/** Anything with a zod-like `parse`; the contracts schemas fit, and the web needs no zod import of its own. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Send the session's access token and, on a 401, renew the session once and retry (default true).
   * The auth calls themselves turn it off.
   */
  auth?: boolean;
}

const API_BASE = '/api';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const url = `${API_BASE}${path}`;
  try {
    return await fetch(url, {
      method,
      headers: { ...headers, ...options.headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // A cancelled query is not a failure the visitor should hear about.
    if (isAbort(error)) throw error;
    console.warn(`[api] ${method} ${url} failed: no response`, error);
    throw networkError(error);
  }
}

/**
 * The one way the web talks to the API: JSON under /api, problem+json errors turned into `ApiError`
 * with the texts of SPEC 8, and every failed call logged.
 */
export async function request<T>(
  method: string,
  path: string,
  { body, schema, ...options }: RequestOptions & { body?: unknown; schema?: Parser<T> } = {},
): Promise<T> {
  const response = await sendWithSession(method, path, body, options);
  const text = await response.text().catch((error: unknown) => {
    // Cancelled while the body was arriving (a refetch replaced this one, the screen closed): a cancelled
    // query, not an empty body to parse ('Unexpected end of JSON input' on the dispatch board's candidates).
    if (isAbort(error) || options.signal?.aborted) throw error;
    return '';
  });
  if (!response.ok) {
    const error = errorFromResponse(response.status, text);
    console.warn(`[api] ${method} ${API_BASE}${path} answered ${response.status}`, error.problem ?? text);
    throw error;
  }
  if (!schema) return (text ? safeJson(text) : undefined) as T;
  try {
    return schema.parse(JSON.parse(text));
  } catch (cause) {
    console.warn(`[api] ${method} ${API_BASE}${path} answered an unexpected body`, cause);
    throw invalidResponseError(response.status, cause);
  }
}

/** Sends with the access token; a 401 to a token renews the session once and retries with the new one. */
async function sendWithSession(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const session = options.auth === false ? null : authHandlers();
  const token = session?.accessToken();
  const withToken = (value: string) => ({
    ...options,
    headers: { ...options.headers, Authorization: `Bearer ${value}` },
  });
  const response = await send(method, path, body, token ? withToken(token) : options);
  if (response.status !== 401 || !session || !token) return response;
  const renewed = await session.renew();
  return renewed ? send(method, path, body, withToken(renewed)) : response;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const api = {
  get: <T>(path: string, schema: Parser<T>, options: RequestOptions = {}) =>
    request<T>('GET', path, { ...options, schema }),
  post: <T = unknown>(path: string, body: unknown, options: RequestOptions & { schema?: Parser<T> } = {}) =>
    request<T>('POST', path, { ...options, body }),
  patch: <T = unknown>(path: string, body: unknown, options: RequestOptions & { schema?: Parser<T> } = {}) =>
    request<T>('PATCH', path, { ...options, body }),
};
