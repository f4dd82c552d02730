/** Public entry of the contact module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export { listMessages } from './projections/message-queries';
export { messagesProjection } from './projections/messages-projection';
export { contactModule } from './module';
export type { ContactDeps } from './module';
