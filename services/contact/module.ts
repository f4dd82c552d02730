import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { contactEvents, newsletterEvents } from './events';
import { adminMessageRoutes } from './http/admin-messages';
import { publicMessageRoutes } from './http/public-messages';
import { publicNewsletterRoutes } from './http/public-newsletter';
import { messagesProjection } from './projections/messages-projection';

/** What the contact form's and the newsletter's routes are given (their plugin options). */
export type ContactDeps = PlatformDeps;

/** The contact form (read by the admin) and the newsletter sign-up. */
export const contactModule: FeatureModule<ContactDeps> = {
  name: 'contact',
  routes: async (app, deps) => {
    await app.register(publicMessageRoutes, deps);
    await app.register(publicNewsletterRoutes, deps);
  },
  adminRoutes: adminMessageRoutes,
  projections: [messagesProjection],
  events: [...contactEvents, ...newsletterEvents],
};
