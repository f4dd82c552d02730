import type { Projection } from './runner/projection';
import { vehiclesProjection } from './vehicles/vehicles-projection';

/** Every read model the product serves. New projections register here. */
export const allProjections: readonly Projection[] = [vehiclesProjection];
