/**
 * One CSV cell, the one rule of every CSV this product writes (the admin's bookings export and the
 * projections CLI, issue 13):
 * - a text starting with = + - @ tab or CR gets a leading ' so a spreadsheet never runs it as a formula
 *   (OWASP "CSV injection": `=HYPERLINK(...)` in a customer's name would otherwise become a live link);
 * - RFC 4180 quoting when the text holds a quote, comma or line break, or starts or ends with a space
 *   (spreadsheets would trim it).
 * Numbers are written as they are: a number is never a formula, and -12.5 must stay a number.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
