export * from './port';
export * from './errors';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store';
export { chainHash, verifyLog, verifyPages, verifyChain, RESTORE_HINT } from './sqlite/integrity';
export { refuseLostLog } from './sqlite/lost-log';
export { SqliteFiles } from './sqlite/file-check';
export {
  createEventStore,
  openEventStoreForServer,
  type EventStoreConfig,
  type ServerEventStore,
} from './factory';
export { withUpcasting } from './upcasting-event-store';
export { checkedEvent, withValidation } from './validating-event-store';
export { withCatalogue } from './catalogue-event-store';
export { CONNECTION_STRING_HINT, isKurrentConnectionString } from './esdb/connection-string';
