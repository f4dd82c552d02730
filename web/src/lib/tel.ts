/**
 * A phone number as a `tel:` link dials it: the digits and a leading +, nothing else. A "(0)" after the
 * country code ("+32 (0)470 12 34 56", as many Belgians write it and the booking form accepts) is the
 * trunk prefix dialled only from inside the country: kept, it made "+320470…", a number that does not
 * exist, on the chauffeur's call button and the admin's. The one rule for every `tel:` link of the site.
 */
const TRUNK_ZERO_AFTER_COUNTRY_CODE = /^(\s*\+[^(]*)\(\s*0\s*\)/;

export const telHref = (phone: string) =>
  `tel:${phone.replace(TRUNK_ZERO_AFTER_COUNTRY_CODE, '$1').replace(/[^+\d]/g, '')}`;
