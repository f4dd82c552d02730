import { z } from 'zod';

/** The chauffeur a booking row carries once one is assigned (issue 17): id and name at assignment time. */
export const assignedChauffeurSchema = z.object({ id: z.uuid(), name: z.string() });
export type AssignedChauffeur = z.infer<typeof assignedChauffeurSchema>;

/** The car a booking row carries once one is assigned (issue 17, helper e1's car assignment). */
export const assignedCarSchema = z.object({ id: z.uuid(), plate: z.string(), colour: z.string() });
export type AssignedCar = z.infer<typeof assignedCarSchema>;

/**
 * `PUT /api/admin/bookings/:id/chauffeur`: assign (a chauffeur's id) or unassign (null). The revision the
 * admin saw is required, as for every edit of an existing booking.
 */
export const chauffeurAssignmentRequestSchema = z.object({
  chauffeur_id: z.uuid('must be a chauffeur id').nullable(),
  expectedRevision: z.number().int().nonnegative().optional(),
});
export type ChauffeurAssignmentRequest = z.infer<typeof chauffeurAssignmentRequestSchema>;
