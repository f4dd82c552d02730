import { describe, expect, it } from 'vitest';
import { textTables } from './text-tables';

/**
 * Dutch names the pickup place one way everywhere (decision 264): "opstapplaats", the SPEC's word for
 * 'Pickup Point' and the pair of "bestemming", on the site, in the admin panel, the chauffeur's page and
 * the e-mails. The browser tour found "Opstaplocatie" on the home page, "Ophaalplaats" and "Ophaalpunt"
 * in the admin panel beside the booking form's "Opstapplaats", then "Ophaaladres" as the manage page's
 * place label, in a refusal and the e-mails, and "ophaalstraat" in the admin's history. The street line
 * is "Straat en huisnummer opstapplaats" everywhere (decision 271). The verb "ophalen" stays.
 */
const OTHER_NAMES =
  /opstaplocatie|ophaalplaats|ophaalpunt|ophaallocatie|ophaalplek|ophaaladres|ophaalstraat/i;

describe('Dutch: one word for the pickup place', () => {
  it('is "opstapplaats" in every Dutch text of the site, the admin panel and the e-mails', async () => {
    const texts = await textTables('nl');
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter(([, text]) => /opstapplaats/i.test(text)).length).toBeGreaterThan(3);
    const wrong = texts
      .filter(([, text]) => OTHER_NAMES.test(text))
      .map(([where, text]) => `${where}: ${text}`);
    expect(wrong).toEqual([]);
  });
});
