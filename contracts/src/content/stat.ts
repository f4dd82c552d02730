import { z } from 'zod';
import { localizedTextSchema } from '../common/text';

export const STAT_ICONS = ['users', 'map', 'car', 'calendar'] as const;
export const statIconSchema = z.enum(STAT_ICONS);
export type StatIcon = z.infer<typeof statIconSchema>;

/**
 * One figure of the statistics strip. The value is a number so each language writes it its own way
 * (12,000 / 12.000 / 12 000); the suffix carries a '+' or '%'.
 */
export const statFieldsSchema = z.object({
  icon: statIconSchema,
  value: z
    .number({ error: 'Value must be a number' })
    .nonnegative('Value cannot be negative')
    .max(1e12, 'Value is too large'),
  suffix: z.string().trim().max(4, 'Suffix must be at most 4 characters').default(''),
  label: localizedTextSchema('Label', 80),
});
export type StatFields = z.output<typeof statFieldsSchema>;

export const statSchema = statFieldsSchema.extend({ id: z.uuid(), created_at: z.iso.datetime() });
export type Stat = z.infer<typeof statSchema>;

export const statListSchema = z.object({ items: z.array(statSchema) });
export type StatList = z.infer<typeof statListSchema>;
