/**
 * The house style every feature's e-mail templates are written in: the brand, the HTML building blocks
 * (values escaped) and the formats of dates and amounts. The templates themselves live in their module's
 * `mail/` folder.
 */
export { BRAND, COLORS } from './brand';
export { formatDateTime, formatKm, formatMoney, labelled } from './format';
export {
  SafeHtml,
  escapeHtml,
  fillHtml,
  html,
  layout,
  link,
  note,
  paragraph,
  row,
  table,
  urlLink,
} from './html';
export type { RenderedMail } from './rendered-mail';
