export * from './port';
export * from './errors';
export { SqliteEventStore } from './sqlite/sqlite-event-store';
export { createEventStore, type EventStoreConfig } from './factory';
export { withUpcasting, type Upcaster } from './upcasting-event-store';
