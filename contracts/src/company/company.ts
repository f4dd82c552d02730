/**
 * The company behind the site, in ONE place: the legal pages and the footer (web/src/lib/site.ts) and the
 * receipt (page and PDF, issue 18) read it, so a real address or number is one edit. In Belgium the
 * enterprise number is also the VAT number (with the BE prefix).
 */
export const COMPANY = {
  name: 'Brussels Private Chauffeur SRL',
  /** In each language the site speaks: a French page names Bruxelles, a Dutch one Louizalaan, Brussel. */
  address: {
    en: 'Avenue Louise 000, 1050 Brussels, Belgium',
    fr: 'Avenue Louise 000, 1050 Bruxelles, Belgique',
    nl: 'Louizalaan 000, 1050 Brussel, België',
    de: 'Avenue Louise 000, 1050 Brüssel, Belgien',
  },
  vatNumber: 'BE 0000.000.000',
  phoneDisplay: '+32 2 000 00 00',
  email: 'contact@brusselsprivatechauffeur.be',
} as const;
export type CompanyDetails = typeof COMPANY;
