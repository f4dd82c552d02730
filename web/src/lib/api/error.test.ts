import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from './error';

const problem = (status: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ title: 'Bad Request', status, ...extra });

describe('errorFromResponse', () => {
  it('maps 401 to the sign-in-again text', () => {
    const error = errorFromResponse(401, problem(401, { title: 'Unauthorized' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('auth');
    expect(error.message).toBe('Authentication error. Please sign in again.');
  });

  it.each([500, 503])('maps %i to the database connection text, whatever the body', (status) => {
    expect(errorFromResponse(status, problem(status, { detail: 'pool exhausted' })).message).toBe(
      'Database connection error. Please try again later.',
    );
    expect(errorFromResponse(status, '<html>Bad gateway</html>').kind).toBe('database');
  });

  it('maps a body mentioning a recursive policy to the policy text, before the status rules', () => {
    const body = problem(500, { detail: 'infinite recursion detected in policy for relation "users"' });
    const error = errorFromResponse(500, body);
    expect(error.kind).toBe('policy');
    expect(error.message).toBe('A database policy error occurred. Please contact support.');
    expect(errorFromResponse(403, 'ERROR: infinite recursion detected in policy').kind).toBe('policy');
  });

  it('shows the detail of any other 4xx problem, with its field errors', () => {
    const body = problem(400, {
      detail: 'Price per km must be greater than 0',
      errors: [{ field: 'body.price_per_km', message: 'Price per km must be greater than 0' }],
    });
    const error = errorFromResponse(400, body);
    expect(error.kind).toBe('problem');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Price per km must be greater than 0');
    expect(error.fieldErrors).toEqual([
      { field: 'body.price_per_km', message: 'Price per km must be greater than 0' },
    ]);
  });

  it('falls back to the title when a problem has no detail', () => {
    const error = errorFromResponse(409, problem(409, { title: 'Conflict' }));
    expect(error.message).toBe('Conflict');
  });

  it('names the status when a failed answer carries no problem document', () => {
    const error = errorFromResponse(404, '<!doctype html><title>Not found</title>');
    expect(error.kind).toBe('http');
    expect(error.message).toBe('The request failed (HTTP 404). Please try again later.');
    expect(error.problem).toBeNull();
  });
});
