import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireUser } from './auth';
import { problemStatusesOf } from './problem-responses';

describe('the error statuses a route can answer, from its shape', () => {
  it('gives a public read 503 only, and a read with a query 400 as well', () => {
    expect(problemStatusesOf({ method: 'GET', url: '/api/stats' })).toEqual([503]);
    expect(
      problemStatusesOf({ method: 'GET', url: '/api/reviews', schema: { querystring: z.object({}) } }),
    ).toEqual([400, 503]);
  });

  it('gives every admin route 401 and 403, and one naming a record 404', () => {
    expect(problemStatusesOf({ method: 'GET', url: '/api/admin/vehicles/:id' })).toEqual([
      401, 403, 404, 503,
    ]);
  });

  it('gives a change at a revision 409, 422 and 428, and its body 400, 413 and 415', () => {
    const route = {
      method: 'PUT' as const,
      url: '/api/admin/blog/:id',
      schema: {
        headers: z.object({ 'if-match': z.string().optional() }),
        body: z.object({ expectedRevision: z.number().optional() }),
      },
    };
    expect(problemStatusesOf(route)).toEqual([400, 401, 403, 404, 409, 413, 415, 422, 428, 503]);
  });

  it('finds the revision in a nullish body too (the booking actions)', () => {
    const body = z.object({ expectedRevision: z.number().optional() }).nullish();
    expect(problemStatusesOf({ method: 'POST', url: '/api/admin/x/:id/go', schema: { body } })).toContain(
      428,
    );
  });

  it('gives a public write 429 and an Idempotency-Key 409 and 422', () => {
    const headers = z.object({ 'idempotency-key': z.string().optional() });
    expect(problemStatusesOf({ method: 'POST', url: '/api/bookings', schema: { headers } })).toEqual([
      400, 409, 413, 415, 422, 429, 503,
    ]);
  });

  it('gives a route behind requireUser or with a security requirement 401, plus what its config names', () => {
    expect(problemStatusesOf({ method: 'GET', url: '/api/me', onRequest: requireUser })).toEqual([401, 503]);
    expect(
      problemStatusesOf({ method: 'GET', url: '/api/me', schema: { security: [{ bearerAuth: [] }] } }),
    ).toEqual([401, 503]);
    expect(problemStatusesOf({ method: 'GET', url: '/api/geo/x', config: { problems: [404] } })).toEqual([
      404, 503,
    ]);
  });

  it('describes nothing outside /api (the web app and the uploaded files)', () => {
    expect(problemStatusesOf({ method: 'GET', url: '/uploads/*' })).toEqual([]);
  });
});
