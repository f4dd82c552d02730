import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { accountEvents } from './events';
import { accountMailReaction } from './mail/account-mails';
import type { AuthDeps } from './auth/auth-services';
import { adminCustomerRoutes } from './http/admin-customers';
import { adminStaffRoutes } from './http/admin-staff';
import { staffProjection } from './projections/staff-projection';
import { authRoutes } from './http/index';
import { customersProjection } from './projections/customers-projection';
import { usersProjection } from './projections/users-projection';
import { meRoutes } from './my-bookings/me-routes';
import { myBookingsProjection } from './my-bookings/my-bookings-projection';

/**
 * What the accounts' routes are given (their plugin options). The account and session services they use
 * per request come from the auth plugin's `app.auth` decorator (decision 97), built from `auth`.
 */
export type AccountsDeps = PlatformDeps & {
  auth: AuthDeps;
  /** The server's secret: My bookings signs each booking's manage link with it (issue 18). */
  jwtSecret: string;
  /**
   * Whether a chauffeur, active or not, has this address (decision 255: only they may hold the driver
   * role). Dispatch's answer, handed in by the composition root (services/api/src/modules.ts): dispatch
   * imports accounts to invite a chauffeur's account, so accounts must not import dispatch back.
   */
  isChauffeurAddress: (email: string) => Promise<boolean>;
};

/**
 * Sign-up, sign-in, sessions and passwords (/api/auth), staff invitations (issue 17), and the admin's
 * customer and staff lists.
 */
export const accountsModule: FeatureModule<AccountsDeps> = {
  name: 'accounts',
  routes: async (app, deps) => {
    await authRoutes(app, deps);
    await meRoutes(app, deps);
  },
  adminRoutes: async (app, deps) => {
    await adminCustomerRoutes(app, deps);
    await adminStaffRoutes(app, deps);
  },
  projections: [usersProjection, customersProjection, staffProjection, myBookingsProjection],
  events: accountEvents,
  mailReactions: [accountMailReaction],
};
