import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { tripProblems } from './placeProblems';

const refusal = (errors: { field: string; message: string }[]) =>
  new ApiError('problem', 'refused', 400, { type: 'about:blank', title: 'Bad Request', status: 400, errors });

describe('what the wizard says about a refused place or quote (issue 13)', () => {
  it('given a place outside the area in a quote, then that place is out of area', () => {
    const error = refusal([
      {
        field: 'body.dropoff',
        message: 'This place is outside the area we serve online (…). Please call us',
      },
    ]);
    expect(tripProblems(error)).toEqual({ destination: 'outOfArea' });
  });

  it('given an unverified pickup in a booking, then the pickup is unverified', () => {
    const error = refusal([
      { field: 'body.pickup_location', message: 'We could not find this address at the position given.' },
    ]);
    expect(tripProblems(error)).toEqual({ pickup: 'placeUnverified' });
  });

  it('given an expired, a forged or a changed quote, then the quote problem says which', () => {
    expect(tripProblems(refusal([{ field: 'body.quote_token', message: 'This price has expired' }]))).toEqual(
      {
        quote: 'quoteExpired',
      },
    );
    expect(
      tripProblems(refusal([{ field: 'body.quote_token', message: 'This quote is not valid' }])),
    ).toEqual({
      quote: 'quoteInvalid',
    });
    expect(
      tripProblems(
        refusal([{ field: 'body.pickup_location', message: 'The pickup differs from the quoted one.' }]),
      ),
    ).toEqual({ quote: 'quoteChanged' });
  });

  it('given any other failure, then there is nothing to say about places', () => {
    expect(tripProblems(new ApiError('network', 'offline', null))).toEqual({});
  });
});
