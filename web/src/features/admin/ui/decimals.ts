/**
 * Decimals in the admin's forms (fares, a zone's radius, a model's price per km): shown as the page's
 * language writes them and read back with either separator, so "1,5" typed on a French, Dutch or German page
 * is 1.5 (an empty box is the caller's to read). Such boxes are text boxes with a decimal keyboard, not
 * `type="number"`, which shows and takes the point only in some browsers ("3.5" on a German page).
 */

/** A decimal as the page's language writes it, without grouping (1,5 in French, 1.5 in English). */
export const decimalText = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 6, useGrouping: false }).format(value);

/** A saved price as the page's language writes it: 75,50 in French (cents kept), 75 when whole. */
export const priceText = (price: number, language: string) =>
  new Intl.NumberFormat(language, {
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(price);

/** A typed decimal: "1,5" and "1.5" are both 1.5; anything else is NaN, which the schema refuses. */
export const typedDecimal = (text: string) => Number(text.trim().replace(',', '.'));
