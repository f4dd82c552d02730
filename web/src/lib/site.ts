/**
 * Company details shown on every page. Kept in one place so that the real numbers and accounts replace
 * these in a single edit.
 */
export const SITE = {
  phoneDisplay: '+32 2 000 00 00',
  phoneHref: 'tel:+3220000000',
  email: 'contact@brusselsprivatechauffeur.be',
  social: {
    instagram: 'https://www.instagram.com/brusselsprivatechauffeur',
    linkedin: 'https://www.linkedin.com/company/brusselsprivatechauffeur',
    facebook: 'https://www.facebook.com/brusselsprivatechauffeur',
  },
} as const;
