import { z } from 'zod';
import { safeText, storedTextSchema, translatableTextSchema } from '../common/text';

export const VEHICLE_TYPES = ['standard', 'luxury', 'van'] as const;
export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

/**
 * An image reference: an absolute http(s) URL, or a path on this site (uploads and bundled images),
 * which is a URL relative to the page.
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, 'Image URL is required')
  .max(2048, 'Image URL must be at most 2048 characters')
  .refine(
    (value) => {
      if (/^\/(?!\/)[^\s]*$/.test(value)) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'Image URL must be a valid URL', params: { rule: 'url' } },
  );

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * The vehicle form of SPEC 5; all fields are required. The description is written in English and may
 * be given in nl, fr and de too (issue 14); the name is a proper name and stays one.
 */
export const vehicleFieldsSchema = z.object({
  name: safeText(requiredText('Name', 120), 'Name'),
  description: translatableTextSchema(() => safeText(requiredText('Description', 2000), 'Description', true)),
  image_url: imageUrlSchema,
  type: vehicleTypeSchema,
  price_per_km: z
    .number({ error: 'Price per km must be a number' })
    .positive('Price per km must be greater than 0')
    .max(1000, 'Price per km must be at most 1000')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      params: { rule: 'decimals' },
      message: 'Price per km must have at most 2 decimals',
    }),
  max_passengers: z
    .number({ error: 'Max passengers must be a number' })
    .int('Max passengers must be a whole number')
    .min(1, 'Max passengers must be at least 1')
    .max(60, 'Max passengers must be at most 60'),
  max_luggage: z
    .number({ error: 'Max luggage must be a number' })
    .int('Max luggage must be a whole number')
    .min(0, 'Max luggage cannot be negative')
    .max(60, 'Max luggage must be at most 60'),
});
export type VehicleFields = z.infer<typeof vehicleFieldsSchema>;

/** A vehicle as the read side serves it. */
export const vehicleSchema = vehicleFieldsSchema.extend({
  // Answers show what was stored, also before the clean-text rule of the form (issue 13).
  name: z.string(),
  description: storedTextSchema,
  id: z.uuid(),
  /** Stream revision the client must send back (If-Match) to change it. */
  revision: z.number().int().nonnegative(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleListSchema = z.object({ items: z.array(vehicleSchema) });
export type VehicleList = z.infer<typeof vehicleListSchema>;
