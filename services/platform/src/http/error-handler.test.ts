import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError, conflict, invalid, notFound, unauthorized } from '../domain/errors';
import { SIGN_IN_AGAIN } from './auth';
import { HttpProblem } from './problem';
import { registerErrorHandler } from './error-handler';

/** The one mapping of domain errors to problem details (decision 85), each kind through a real route. */
async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/thing', async () => {
    throw error;
  });
  const response = await app.inject({ url: '/thing' });
  await app.close();
  return { status: response.statusCode, type: response.headers['content-type'], body: response.json() };
}

describe('domain errors as problem details', () => {
  it.each([
    [notFound('Booking not found'), 404, 'Not Found'],
    [conflict('Cannot confirm a booking that is cancelled'), 409, 'Conflict'],
    [new DomainError('invalid', 'This ride can be started from …'), 422, 'Unprocessable Content'],
    [
      new DomainError('unavailable', 'No booking reference could be issued. Please try again.'),
      503,
      'Service Unavailable',
    ],
    [unauthorized(SIGN_IN_AGAIN), 401, 'Unauthorized'],
  ])('answers %s with its status and title', async (error, status, title) => {
    expect(await answerTo(error)).toEqual({
      status,
      type: 'application/problem+json; charset=utf-8',
      body: { type: 'about:blank', title, status, detail: error.message, instance: '/thing' },
    });
  });

  it('answers an invalid request naming its fields with 400 and the fields', async () => {
    const fields = [{ field: 'body.vehicle_id', message: 'Vehicle not found' }];
    expect((await answerTo(invalid('The chosen vehicle is not available', fields))).body).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The chosen vehicle is not available',
      instance: '/thing',
      errors: fields,
    });
  });

  it('keeps a title the domain gives (the 409 of maintenance)', async () => {
    const answer = await answerTo(
      new DomainError('conflict', 'Online booking is paused', { title: 'Maintenance' }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.title).toBe('Maintenance');
  });

  it('answers an unauthorized refusal exactly as the guards answer their 401 (status, content type, body)', async () => {
    const domain = await answerTo(unauthorized(SIGN_IN_AGAIN));
    expect(domain).toEqual(await answerTo(new HttpProblem(401, SIGN_IN_AGAIN)));
  });
});
