/**
 * Public entry of the composition root (`@chauffeur/api`): the app, the list of feature modules and the
 * read models built from it, for the benchmark and the tests outside this package; the configuration
 * loader (the geocoder's tests check its keys) and the event catalogue's document (`npm run docs:events`).
 * The server itself starts from main.ts; tests use `@chauffeur/api/testing`.
 */
export { buildApp } from './app';
export type { AppDeps } from './app-deps';
export { allProjections } from './all-projections';
export { eventCatalogue } from './event-catalogue';
export { modules, type ModuleDeps } from './modules';
export { loggableUrl } from './http/loggable-url';
export { toCsv } from './cli/projections/output';
export { ConfigError, loadConfig, type Config } from './config';
export { DOC_PATH as EVENT_CATALOGUE_DOC_PATH, renderEventCatalogue } from './docs/event-catalogue-doc';
