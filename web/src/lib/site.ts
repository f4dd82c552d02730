/**
 * Company details shown on every page. Kept in one place so that the real numbers and accounts replace
 * these in a single edit.
 */
export const SITE = {
  phoneDisplay: '+32 2 000 00 00',
  phoneHref: 'tel:+3220000000',
  email: 'contact@brusselsprivatechauffeur.be',
  /** The company behind the site, as the legal pages name it (controller under the GDPR). */
  company: {
    name: 'Brussels Private Chauffeur SRL',
    address: {
      en: 'Avenue Louise 000, 1050 Brussels, Belgium',
      fr: 'Avenue Louise 000, 1050 Bruxelles, Belgique',
      nl: 'Louizalaan 000, 1050 Brussel, België',
      de: 'Avenue Louise 000, 1050 Brüssel, Belgien',
    },
    enterpriseNumber: 'BE 0000.000.000',
    privacyEmail: 'privacy@brusselsprivatechauffeur.be',
  },
  social: {
    instagram: 'https://www.instagram.com/brusselsprivatechauffeur',
    linkedin: 'https://www.linkedin.com/company/brusselsprivatechauffeur',
    facebook: 'https://www.facebook.com/brusselsprivatechauffeur',
  },
} as const;
