/** Public entry of the contact module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export { adminMessageRoutes } from './http/admin-messages';
export { publicMessageRoutes } from './http/public-messages';
export { publicNewsletterRoutes } from './http/public-newsletter';
export { listMessages } from './projections/message-queries';
export { messagesProjection } from './projections/messages-projection';
