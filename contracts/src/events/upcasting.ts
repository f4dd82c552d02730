import type { EventMetadata } from './metadata';
import type { EventCatalogue } from './catalogue';

/** The part of a stored event the upcasters look at. */
export interface VersionedEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export class UpcastError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpcastError';
  }
}

/**
 * Turns a stored event into the current version of its type by chaining the upcasters of its definition
 * (v1 → v2 → … → current); `metadata.schemaVersion` then says the current version. An event already current,
 * of an unknown type or without a version is returned as it is (the same object). A version newer than
 * this code knows is left alone too: an older process reading a newer log must not corrupt it.
 */
export function upcastEvent<E extends VersionedEvent>(event: E, catalogue: EventCatalogue): E {
  const definition = catalogue.get(event.type);
  const stored = event.metadata.schemaVersion;
  if (!definition || stored === undefined || stored >= definition.version) return event;
  let data = event.data;
  for (let version = stored; version < definition.version; version++) {
    const upcast = definition.upcasters?.[version];
    if (!upcast)
      throw new UpcastError(
        `${event.type} v${version} cannot be read: no upcaster to v${version + 1} (current v${definition.version})`,
      );
    data = upcast(data);
  }
  return { ...event, data, metadata: { ...event.metadata, schemaVersion: definition.version } };
}

/** Every (type, version) the catalogue cannot upcast: empty when each old version has its upcaster. */
export function missingUpcasters(catalogue: EventCatalogue): string[] {
  const missing: string[] = [];
  for (const definition of catalogue.values())
    for (let version = 1; version < definition.version; version++)
      if (!definition.upcasters?.[version]) missing.push(`${definition.type} v${version}`);
  return missing;
}
