import { createRequire } from 'node:module';
import type * as Mingo from 'mingo';

const require = createRequire(import.meta.url);
let loaded: typeof Mingo | undefined;

/**
 * mingo, loaded the first time a query or update needs it (it takes ~100 ms to load): the fast paths
 * answer what a start-up's replay asks without it, so the embedded server is ready that much sooner.
 */
export const mingo = (): typeof Mingo => (loaded ??= require('mingo') as typeof Mingo);
