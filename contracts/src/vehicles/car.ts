import { z } from 'zod';
import { safeText } from '../common/text';
import { vehicleSchema } from './vehicle';

/**
 * A car of a fleet model (issue 17, point 2): the model is what customers book and what is priced; the
 * cars are what a chauffeur drives, so the model is bookable at a time while one of its active cars is free.
 */

/**
 * A plate as it is compared: capitals and digits only, so "1-abc-234", "1 ABC 234" and "1ABC234" are one
 * plate (Belgian plates are written with hyphens, foreign ones with spaces or dots).
 */
export const normalisePlate = (plate: string) => plate.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const carFieldsSchema = z.object({
  plate: z
    .string({ error: 'Plate is required' })
    .trim()
    .min(1, 'Plate is required')
    .max(15, 'Plate must be at most 15 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 .-]*$/, 'Plate may hold only letters, digits, spaces, dots and hyphens')
    .refine((plate) => normalisePlate(plate).length >= 2, 'Plate must have at least 2 letters or digits')
    .transform((plate) => plate.toUpperCase()),
  colour: safeText(
    z
      .string({ error: 'Colour is required' })
      .trim()
      .min(1, 'Colour is required')
      .max(40, 'Colour must be at most 40 characters'),
    'Colour',
  ),
  /** An inactive car (in the garage, sold) counts for no booking. */
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CarFields = z.infer<typeof carFieldsSchema>;

export const carSchema = z.object({
  id: z.uuid(),
  plate: z.string(),
  colour: z.string(),
  active: z.boolean(),
});
export type Car = z.infer<typeof carSchema>;

/** A model as the admin reads it: the public fields plus its cars (plates are not shown to the public). */
export const adminVehicleSchema = vehicleSchema.extend({ cars: z.array(carSchema) });
export type AdminVehicle = z.infer<typeof adminVehicleSchema>;
export const adminVehicleListSchema = z.object({ items: z.array(adminVehicleSchema) });

/**
 * A model's cars: their own stream beside the model's, so a car change does not move the revision the
 * vehicle form saves the model with, and a booking reads a model's cars in one stream.
 */
export const VEHICLE_CARS_STREAM_PREFIX = 'vehicle_cars-';
export const vehicleCarsStream = (vehicleId: string) => `${VEHICLE_CARS_STREAM_PREFIX}${vehicleId}`;

/** A plate belongs to one car at a time: claimed in its own stream (services/fleet/commands/plate-claims.ts). */
export const CAR_PLATE_STREAM_PREFIX = 'car_plate-';
export const carPlateStream = (plate: string) => `${CAR_PLATE_STREAM_PREFIX}${normalisePlate(plate)}`;
