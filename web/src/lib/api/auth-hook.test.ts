import { afterEach, describe, expect, it, vi } from 'vitest';
import { vehicleListSchema } from '@chauffeur/contracts';
import { jsonResponse, mockFetch, problemResponse } from '../../test/fetch';
import { setAuthHandlers } from './auth-hook';
import { api } from './client';

const authorization = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('api client with a session', () => {
  afterEach(() => setAuthHandlers(null));

  it('sends the access token, and none when nobody is signed in', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ items: [] }));
    await api.get('/vehicles', vehicleListSchema);
    setAuthHandlers({ accessToken: () => 'token-1', renew: async () => null });
    await api.get('/vehicles', vehicleListSchema);
    expect(authorization(fetchMock.mock.calls[0]![1])).toBeUndefined();
    expect(authorization(fetchMock.mock.calls[1]![1])).toBe('Bearer token-1');
  });

  it('renews the session once on a 401 and retries with the new token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const renew = vi.fn(async () => 'token-2');
    setAuthHandlers({ accessToken: () => 'token-1', renew });
    const fetchMock = mockFetch((_, init) =>
      authorization(init) === 'Bearer token-2'
        ? jsonResponse({ items: [] })
        : problemResponse(401, { title: 'Unauthorized' }),
    );
    await expect(api.get('/vehicles', vehicleListSchema)).resolves.toEqual({ items: [] });
    expect(renew).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after one renewal: a second 401 is the SPEC 8 sign-in-again error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const renew = vi.fn(async () => 'token-2');
    setAuthHandlers({ accessToken: () => 'token-1', renew });
    const fetchMock = mockFetch(() => problemResponse(401, { title: 'Unauthorized' }));
    await expect(api.get('/vehicles', vehicleListSchema)).rejects.toMatchObject({
      message: 'Authentication error. Please sign in again.',
    });
    expect(renew).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('leaves the auth calls alone: no token, no renewal', async () => {
    const renew = vi.fn(async () => 'token-2');
    setAuthHandlers({ accessToken: () => 'token-1', renew });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = mockFetch(() => problemResponse(401, { title: 'Unauthorized' }));
    await expect(api.post('/auth/refresh', undefined, { auth: false })).rejects.toBeTruthy();
    expect(authorization(fetchMock.mock.calls[0]![1])).toBeUndefined();
    expect(renew).not.toHaveBeenCalled();
  });
});
