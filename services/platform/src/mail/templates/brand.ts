/**
 * The company as its e-mails present it. The same values as the web site shows (web/src/lib/site.ts):
 * change both together.
 */
export const BRAND = {
  name: 'Brussels Private Chauffeur',
  phoneDisplay: '+32 2 000 00 00',
  phoneHref: 'tel:+3220000000',
  email: 'contact@brusselsprivatechauffeur.be',
  /** The right-hand side of every Message-ID. */
  domain: 'brusselsprivatechauffeur.be',
} as const;

/** Colours of the HTML mails: dark header, gold accent. */
export const COLORS = {
  dark: '#111111',
  gold: '#c9a24b',
  text: '#222222',
  muted: '#6b6b6b',
  line: '#e6e1d6',
  paper: '#f6f4ef',
} as const;
