import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { accountEvents } from './events';
import { accountMailReaction } from './mail/account-mails';
import type { AuthDeps } from './auth/auth-services';
import { adminCustomerRoutes } from './http/admin-customers';
import { authRoutes } from './http/index';
import { customersProjection } from './projections/customers-projection';
import { usersProjection } from './projections/users-projection';

/**
 * What the accounts' routes are given (their plugin options). The account and session services they use
 * per request come from the auth plugin's `app.auth` decorator (decision 97), built from `auth`.
 */
export type AccountsDeps = PlatformDeps & { auth: AuthDeps };

/** Sign-up, sign-in, sessions and passwords (/api/auth), and the admin's customer list. */
export const accountsModule: FeatureModule<AccountsDeps> = {
  name: 'accounts',
  routes: authRoutes,
  adminRoutes: adminCustomerRoutes,
  projections: [usersProjection, customersProjection],
  events: accountEvents,
  mailReactions: [accountMailReaction],
};
