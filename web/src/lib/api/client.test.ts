import { describe, expect, it, vi } from 'vitest';
import { vehicleListSchema } from '@chauffeur/contracts';
import { jsonResponse, mockFetch, problemResponse } from '../../test/fetch';
import { api } from './client';
import { ApiError } from './error';

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('api client', () => {
  it('calls /api with JSON headers and returns the parsed body', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ items: [] }));
    await expect(api.get('/vehicles', vehicleListSchema)).resolves.toEqual({ items: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/vehicles');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Accept).toContain('application/json');
  });

  it('sends a JSON body on POST', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.post('/newsletter', { email: 'a@b.be' })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.be"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('rejects as cancelled, with no warning, when the query is cancelled while its body arrives', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const controller = new AbortController();
    // The answer's headers came (200), then the refetch that replaced this query cancelled it mid-body.
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"items":'));
        controller.signal.addEventListener('abort', () =>
          stream.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
    });
    mockFetch(() => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const pending = api.get('/vehicles', vehicleListSchema, { signal: controller.signal });
    controller.abort();
    const error = await pending.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('maps a rejected fetch to the connection text and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(api.get('/vehicles', vehicleListSchema));
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.message).toBe('Connection error. Please check your internet connection.');
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    [401, { title: 'Unauthorized' }, 'Authentication error. Please sign in again.'],
    [500, { title: 'Internal Server Error' }, 'Database connection error. Please try again later.'],
    [503, { title: 'Service Unavailable' }, 'Database connection error. Please try again later.'],
    [422, { title: 'Unprocessable', detail: 'Email is invalid' }, 'Email is invalid'],
    [
      500,
      { title: 'Error', detail: 'infinite recursion detected in policy for relation "users"' },
      'A database policy error occurred. Please contact support.',
    ],
  ])('maps a %i problem to its SPEC 8 text and logs the response', async (status, body, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => problemResponse(status, body));
    const error = await failure(api.get('/vehicles', vehicleListSchema));
    expect(error.status).toBe(status);
    expect(error.message).toBe(text);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain(`GET /api/vehicles answered ${status}`);
  });

  it('rejects a 2xx body that does not match the schema', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ vehicles: 'nope' }));
    const error = await failure(api.get('/vehicles', vehicleListSchema));
    expect(error.kind).toBe('invalid');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('lets a cancelled request stay a cancellation, unlogged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(api.get('/vehicles', vehicleListSchema)).rejects.toMatchObject({ name: 'AbortError' });
    expect(warn).not.toHaveBeenCalled();
  });
});
