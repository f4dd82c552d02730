/** Public entry of the dispatch module: other modules import only from here (lint enforces it). */
// Events first: other modules' code may consume them while this module's routes import theirs.
export * from './events';
export { assignCar } from './commands/assign-car';
export { assignChauffeur } from './commands/assign-chauffeur';
export { assignmentCandidates } from './queries/assignment-candidates';
export { inviteDriverAccount } from './commands/invite-driver';
export { assignmentDecider } from './domain/assignment-decider';
export type { AssignmentCommand, AssignmentState, CarToAssign } from './domain/assignment-decider';
export { chauffeurDecider } from './domain/chauffeur-decider';
export { requireDriver } from './http/driver-guard';
export {
  chauffeurOfAccount,
  findChauffeur,
  isChauffeurAddress,
  listChauffeurs,
} from './projections/chauffeur-queries';
export { CHAUFFEURS, chauffeursProjection } from './projections/chauffeurs-projection';
export { dispatchModule } from './module';
export type { DispatchDeps } from './module';
export { driverAudience } from './live/driver-audience';
export { driverScope } from './live/driver-scope';
