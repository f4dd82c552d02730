/** Public entry of the contracts package: the only module the browser may import. */
export * from './events/metadata';
export * from './events/registry';
export * from './vehicles/vehicle';
export * from './vehicles/events';
export * from './http/problem';
export * from './http/config';
export * from './events/catalogue';
export * from './geo/place';
