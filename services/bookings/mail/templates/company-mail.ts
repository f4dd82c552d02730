import {
  BRAND,
  formatDateTime,
  formatKm,
  formatMoney,
  html,
  layout,
  link,
  note,
  paragraph,
  row,
  table,
  type RenderedMail,
  type SafeHtml,
} from '@chauffeur/platform';
import { addressIn } from '../../../geo/index';
import type { BookingMailInput } from './customer-mails';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', nl: 'Dutch', fr: 'French', de: 'German' };

const ROUTE_SOURCES: Record<string, string> = {
  osrm: 'road route (OSRM)',
  estimate: 'estimate (no routing service)',
};

/** `tel:` link target: only the characters a phone number may have. */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * To the company (the settings' booking_notification_email) when a booking is made: every detail, the
 * customer's contact details, and where to act on it. Always in English. Replying writes to the customer.
 */
export function newBookingCompanyMail({
  booking,
  currency,
}: Pick<BookingMailInput, 'booking' | 'currency'>): RenderedMail {
  const when = formatDateTime(booking.scheduled_time, 'en');
  const money = (amount: number) => formatMoney(amount, 'en', currency);
  const customer = booking.customer.name;
  const subject = `New booking ${booking.reference}: ${when} – ${customer}`;

  const ride: [string, string | SafeHtml][] = [
    ['Reference', booking.reference],
    ['Status', 'Pending – waiting for confirmation'],
    // The place in the mail's English (decision 291), as the admin panel shows it to an English reader; the
    // customer's own words stay in the address lines below, and the booking keeps the text as typed.
    ['Pickup', addressIn(booking.pickup_location.address, 'en')],
    // What the customer added to the place (issue 14): the street and number the chauffeur drives to.
    ['Pickup address', booking.pickup_address_line ?? '–'],
    ['Destination', addressIn(booking.dropoff_location.address, 'en')],
    ['Destination address', booking.dropoff_address_line ?? '–'],
    ['Date and time', `${when} (Brussels time)`],
    ['Passengers', String(booking.passenger_count)],
    ['Luggage', String(booking.luggage_count)],
    [
      'Vehicle',
      `${booking.vehicle.name} (${booking.vehicle.type}, ${money(booking.vehicle.price_per_km)}/km)`,
    ],
    ['Round trip', booking.is_round_trip ? 'Yes' : 'No'],
    ['Flight number', booking.flight_number ?? '–'],
    ['Distance', formatKm(booking.distance_km, 'en')],
    ['Estimated duration', `${booking.estimated_duration_minutes} min`],
    ['Route', ROUTE_SOURCES[booking.route_source] ?? booking.route_source],
    ['Total fare', money(booking.total_fare)],
  ];
  const contact: [string, string][] = [
    ['Name', customer],
    ['Phone', booking.customer.phone],
    ['E-mail', booking.customer.email],
    ['Language', LANGUAGE_NAMES[booking.language] ?? booking.language],
  ];
  const hint =
    'Confirm or cancel it in the admin panel (Admin › Bookings). Replying to this e-mail writes to the customer.';

  const text = [
    `New booking ${booking.reference}`,
    '',
    ...ride.map(([label, value]) => `${label}: ${String(value)}`),
    '',
    'Customer',
    ...contact.map(([label, value]) => `${label}: ${value}`),
    '',
    hint,
    '',
    `Booking id: ${booking.booking_id}`,
    '',
  ].join('\n');

  const contactRows = [
    row('Name', customer),
    row('Phone', link(telHref(booking.customer.phone), booking.customer.phone)),
    row('E-mail', link(`mailto:${booking.customer.email}`, booking.customer.email)),
    row('Language', LANGUAGE_NAMES[booking.language] ?? booking.language),
  ];
  const heading = (title: string) =>
    html`<h2
      style="margin:22px 0 0;font-family:Georgia,'Times New Roman',serif;font-size:18px;font-weight:normal"
    >
      ${title}
    </h2>`;
  const body = html`${paragraph(html`A new booking is waiting for confirmation: <strong>${booking.reference}</strong>.`)}
  ${heading('Ride')} ${table(ride.map(([label, value]) => row(label, value, label === 'Total fare')))}
  ${heading('Customer')} ${table(contactRows)} ${note(hint)}
  ${paragraph(html`<span style="color:#6b6b6b;font-size:13px">Booking id: ${booking.booking_id}</span>`)}`;

  return {
    subject,
    text,
    html: layout({ lang: 'en', title: subject, body, footer: html`${BRAND.name} · booking notification` }),
  };
}
