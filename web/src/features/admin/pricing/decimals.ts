/**
 * Decimals in the pricing forms (fares, a zone's radius): shown as the page's language writes them and read
 * back with either separator, so "1,5" typed on a French, Dutch or German page is 1.5 (an empty box is
 * the caller's to read).
 */

/** A decimal as the page's language writes it, without grouping (1,5 in French, 1.5 in English). */
export const decimalText = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 6, useGrouping: false }).format(value);

/** A typed decimal: "1,5" and "1.5" are both 1.5; anything else is NaN, which the schema refuses. */
export const typedDecimal = (text: string) => Number(text.trim().replace(',', '.'));
