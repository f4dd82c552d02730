import { describe, expect, it } from 'vitest';
import { COMPANY } from '@chauffeur/contracts';
import { SITE } from './site';

/**
 * The receipt (issue 18) takes the company's details from contracts' COMPANY; the site keeps its own copy
 * because importing the contracts into the landing page's first load costs bytes it has not got (decision
 * 194). This keeps the two the same: change one, this fails until the other follows.
 */
describe('the company as the site shows it', () => {
  it('is the company the receipt names', () => {
    expect(SITE.company).toMatchObject({
      name: COMPANY.name,
      address: COMPANY.address,
      enterpriseNumber: COMPANY.vatNumber,
    });
    expect(SITE.phoneDisplay).toBe(COMPANY.phoneDisplay);
    expect(SITE.phoneHref).toBe(`tel:${COMPANY.phoneDisplay.replace(/\s+/g, '')}`);
    expect(SITE.email).toBe(COMPANY.email);
  });
});
