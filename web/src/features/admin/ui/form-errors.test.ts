import { describe, expect, it } from 'vitest';
import { vehicleFieldsSchema } from '@chauffeur/contracts';
import { errorFromResponse } from '../../../lib/api/error';
import { issueMessages, serverFieldMessages } from './form-errors';

describe('form errors', () => {
  it('given a vehicle form with no name, when parsed, then the message stands under the name field', () => {
    const parsed = vehicleFieldsSchema.safeParse({
      name: '',
      price_per_km: 2,
      max_passengers: 3,
      max_luggage: 2,
    });
    expect(parsed.success).toBe(false);
    expect(Object.keys(issueMessages(parsed.error!.issues))).toContain('name');
  });

  it('given a 400 problem naming body fields, when read, then each message stands under its form field', () => {
    const error = errorFromResponse(
      400,
      JSON.stringify({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Invalid request',
        errors: [{ field: 'body.slug', message: 'This slug is already used' }],
      }),
    );
    expect(serverFieldMessages(error)).toEqual({ slug: 'This slug is already used' });
  });

  it('given an error that is not an API answer, when read, then no field has a message', () => {
    expect(serverFieldMessages(new TypeError('failed to fetch'))).toEqual({});
  });
});
