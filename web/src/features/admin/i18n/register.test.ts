import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { problemTexts } from '../../../i18n/problem-texts';
import { ApiError, errorMessage } from '../../../lib/api';

describe('the admin chunk’s texts', () => {
  it('say a coded refusal in the panel’s language without the sign-in page having loaded them', async () => {
    const refusal = new ApiError('problem', 'The booking breaks a booking rule', 422, {
      type: 'about:blank',
      title: 'Unprocessable Content',
      status: 422,
      detail: 'The booking breaks a booking rule',
      code: 'booking_rule',
    });
    expect(errorMessage(refusal, i18n.getFixedT('fr'))).toBe('The booking breaks a booking rule');
    await import('./register');
    const french = errorMessage(refusal, i18n.getFixedT('fr'));
    expect(french).not.toBe('The booking breaks a booking rule');
    expect(french).toBe(problemTexts.fr.booking_rule);
    expect(errorMessage(refusal, i18n.getFixedT('nl'))).toBe(problemTexts.nl.booking_rule);
  });
});
