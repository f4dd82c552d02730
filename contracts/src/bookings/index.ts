export * from './pricing';
export * from './status';
export * from './lifecycle';
export * from './booking-request';
export * from './events';
export * from './read-models';
export * from './quote';
export * from './notes';
