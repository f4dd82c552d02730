import type { z } from 'zod';

/** One event type of the catalogue: its stream family, its current schema version and payload schema. */
export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  type: TType;
  /** Stream name prefix, e.g. `vehicle-` for `vehicle-<uuid>`. */
  streamPrefix: string;
  version: number;
  description: string;
  schema: TSchema;
  /**
   * How to read older stored versions: `upcasters[n]` turns the data of version `n` into version `n + 1`.
   * Every version below `version` needs one (checked by the catalogue test).
   */
  upcasters?: Readonly<Record<number, (data: unknown) => unknown>>;
  /** What each older version looked like, for the event catalogue (docs/events.md). */
  history?: Readonly<Record<number, string>>;
  /**
   * How the audit history reads this event as field changes, when its payload is not already "fields as
   * they now are" (e.g. `{ field, value }` of SettingChanged). Most events need none (decision 156).
   */
  /**
   * The record whose audit history also tells this event, when its stream is a part of another record's: a
   * model's cars (`vehicle_cars-<id>`) show in the history of the vehicle (`vehicle-<id>`, the same id).
   * `prefix` is that record's stream prefix; `key` the field that tells the parts apart (each car's fields
   * are compared with that car's own).
   */
  partOf?: { prefix: string; key: string };
  audit?: {
    changes: (data: z.output<TSchema>) => Record<string, unknown>;
    /** What the record holds before its stream's first event (the settings' defaults), to tell "24 → 12". */
    initial?: Record<string, unknown>;
  };
}

export const defineEvent = <TType extends string, TSchema extends z.ZodType>(
  definition: EventDefinition<TType, TSchema>,
): EventDefinition<TType, TSchema> => definition;

/** The payload type of an event definition, as readers see it (the current version, after parsing). */
export type EventDataOf<TDefinition extends EventDefinition> = z.output<TDefinition['schema']>;

/**
 * Whether an event (as read: validated on append, upcast on read) is of this definition's type, narrowing
 * its `data` to the definition's payload: for readers that meet several types, such as the mail reactions.
 */
export const isEvent = <TDefinition extends EventDefinition, TEvent extends { type: string; data: unknown }>(
  definition: TDefinition,
  event: TEvent,
): event is TEvent & { type: TDefinition['type']; data: EventDataOf<TDefinition> } =>
  event.type === definition.type;
