import type { Projection } from '@chauffeur/projections';
import { modules } from './modules';

/** Every read model the product serves: each module's, in the modules' order. New ones register in their module. */
export const allProjections: readonly Projection[] = modules.flatMap((module) => module.projections ?? []);
