export * from './chauffeur';
export * from './assignment';
export * from './driver';
export * from './board';
