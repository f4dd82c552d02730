export * from './decider';
export * from './errors';
export * from './vehicles/vehicle-decider';
