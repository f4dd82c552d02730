import { z } from 'zod';
import { moneySchema } from '../common/text';

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const SETTINGS_STREAM = 'settings';
export const SETTINGS_ID = 'system';

/** The single system_settings record of SPEC 3, one schema per field so a change carries exactly one. */
export const settingsFieldSchemas = {
  booking_notification_email: z.email('Notification email must be a valid email address').max(254),
  enable_automatic_booking_confirmation: z.boolean({ error: 'must be true or false' }),
  default_currency: z.enum(CURRENCIES, { error: 'Currency must be USD, EUR or GBP' }),
  booking_lead_time_hours: z
    .number({ error: 'Lead time must be a number of hours' })
    .int('Lead time must be a whole number of hours')
    .min(0, 'Lead time cannot be negative')
    .max(720, 'Lead time must be at most 720 hours'),
  maintenance_mode: z.boolean({ error: 'must be true or false' }),
  /** Issue 13: bookings are taken in Belgium and within this distance of Brussels (a call beyond it). */
  service_area_radius_km: z
    .number({ error: 'Service radius must be a number of kilometres' })
    .int('Service radius must be a whole number of kilometres')
    .min(0, 'Service radius cannot be negative')
    .max(2000, 'Service radius must be at most 2000 km'),
  /** Issue 13: the least a ride costs, whatever its distance; 0 keeps SPEC 9's price as it is. */
  minimum_fare: moneySchema('Minimum fare'),
  /** Issue 13: how long before pickup a chauffeur may start a ride. */
  ride_start_window_hours: z
    .number({ error: 'Start window must be a number of hours' })
    .int('Start window must be a whole number of hours')
    .min(0, 'Start window cannot be negative')
    .max(48, 'Start window must be at most 48 hours'),
  /** Issue 17: minutes a car is busy before a pickup (leaving the garage, waiting); see busy-interval.ts. */
  preparation_buffer_minutes: z
    .number({ error: 'Preparation buffer must be a number of minutes' })
    .int('Preparation buffer must be a whole number of minutes')
    .min(0, 'Preparation buffer cannot be negative')
    .max(240, 'Preparation buffer must be at most 240 minutes'),
  /** Issue 17: minutes a car stays busy after a drop-off before its next ride. */
  turnaround_buffer_minutes: z
    .number({ error: 'Turnaround buffer must be a number of minutes' })
    .int('Turnaround buffer must be a whole number of minutes')
    .min(0, 'Turnaround buffer cannot be negative')
    .max(240, 'Turnaround buffer must be at most 240 minutes'),
  /** Issue 17: how long a booking not yet confirmed keeps its car from other bookings. */
  pending_hold_minutes: z
    .number({ error: 'Hold time must be a number of minutes' })
    .int('Hold time must be a whole number of minutes')
    .min(0, 'Hold time cannot be negative')
    .max(10080, 'Hold time must be at most 10080 minutes (a week)'),
  /** Issue 18: until how many hours before pickup a customer cancels or asks for a change online (SPEC 9: 24). */
  free_cancellation_hours: z
    .number({ error: 'Free cancellation must be a number of hours' })
    .int('Free cancellation must be a whole number of hours')
    .min(0, 'Free cancellation cannot be negative')
    .max(720, 'Free cancellation must be at most 720 hours'),
  /** Issue 18: the VAT included in every price, shown on the receipt (Belgium, passenger transport: 6 %). */
  vat_rate_percent: z
    .number({ error: 'VAT rate must be a number' })
    .int('VAT rate must be a whole percentage')
    .min(0, 'VAT rate cannot be negative')
    .max(50, 'VAT rate must be at most 50 %'),
};
export const settingsValuesSchema = z.object(settingsFieldSchemas);
export type SettingsValues = z.infer<typeof settingsValuesSchema>;
export type SettingsField = keyof SettingsValues;
export const SETTINGS_FIELDS = Object.keys(settingsFieldSchemas) as SettingsField[];

/**
 * Defaults while the record has never been changed (SPEC 3). The currency is EUR, not the original's USD:
 * the company and its prices are in euro, and DESIGN 7 asks for one currency everywhere (docs/decisions.md).
 */
export const DEFAULT_SETTINGS: SettingsValues = {
  booking_notification_email: 'bookings@example.com',
  enable_automatic_booking_confirmation: false,
  default_currency: 'EUR',
  booking_lead_time_hours: 24,
  maintenance_mode: false,
  // Belgium plus 300 km around Brussels reaches Paris, Amsterdam, Cologne and Luxembourg (decision 50).
  service_area_radius_km: 300,
  minimum_fare: 0,
  ride_start_window_hours: 2,
  // Decision 146: half an hour to reach the pickup, a quarter of an hour after the drop-off, and a booking
  // awaiting confirmation holds its car for 24 hours (an operator confirms within a working day).
  preparation_buffer_minutes: 30,
  turnaround_buffer_minutes: 15,
  pending_hold_minutes: 1440,
  free_cancellation_hours: 24,
  vat_rate_percent: 6,
};

export const settingsSchema = settingsValuesSchema.extend({
  id: z.string(),
  revision: z.number().int(),
  updated_at: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** `PATCH /api/admin/settings`: exactly one field (SPEC 7), plus the revision the admin saw. */
export const settingsPatchSchema = settingsValuesSchema
  .partial()
  .extend({ expectedRevision: z.number().int().min(-1).optional() })
  .refine((patch) => SETTINGS_FIELDS.filter((field) => patch[field] !== undefined).length === 1, {
    message: 'Change exactly one setting at a time',
  });
