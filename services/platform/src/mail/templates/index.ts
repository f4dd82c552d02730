export { BRAND } from './brand';
export {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingReceivedMail,
  type BookingMailInput,
  type RenderedMail,
} from './customer-mails';
export { newBookingCompanyMail } from './company-mail';
export { escapeHtml } from './html';
