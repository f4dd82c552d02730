/**
 * Public entry of the composition root (`@chauffeur/api`): the app, the list of feature modules and the
 * read models built from it, for the benchmark and the tests outside this package. The server itself
 * starts from main.ts; tests use `@chauffeur/api/testing`.
 */
export { buildApp } from './app';
export type { AppDeps } from './app-deps';
export { allProjections } from './all-projections';
export { modules, type ModuleDeps } from './modules';
export { redactTicket } from './http/admin-live';
export { toCsv } from './cli/projections/output';
