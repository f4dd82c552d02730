import type { z } from 'zod';

/** One event type of the catalogue: its stream family, its current schema version and payload schema. */
export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  type: TType;
  /** Stream name prefix, e.g. `vehicle-` for `vehicle-<uuid>`. */
  streamPrefix: string;
  version: number;
  description: string;
  schema: TSchema;
}

export const defineEvent = <TType extends string, TSchema extends z.ZodType>(
  definition: EventDefinition<TType, TSchema>,
): EventDefinition<TType, TSchema> => definition;
