/** Public entry of the accounts module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export { Accounts } from './auth/accounts';
export { AdminBootstrapRefused, DEFAULT_ADMIN_EMAIL, bootstrapAdmin } from './auth/admin-bootstrap';
export type { AuthDeps, AuthServices } from './auth/auth-services';
export { TEST_SCRYPT, createPasswordHasher } from './auth/password-hasher';
export type { PasswordHasher } from './auth/password-hasher';
export { passwordProblem } from './auth/password-policy';
export { REFRESH_COOKIE } from './auth/refresh-cookie';
export { SIGN_IN_AGAIN, SessionService } from './auth/session-service';
export { createSessionStore } from './auth/session-store/factory';
export { SqliteSessionStore } from './auth/session-store/sqlite-session-store';
export { SIGN_IN_BRAKES, SIGN_UP_BRAKE, afterFailure, decideAttempt, waitMs } from './auth/sign-in-brake';
export type { BrakePolicies, BrakePolicy, FailureCount } from './auth/sign-in-brake';
export { ACCESS_TOKEN_SECONDS, Tokens } from './auth/tokens';
export type { AccessClaims } from './auth/tokens';
export { ACCOUNT_MAIL_EVENT_TYPES, accountMailReaction, accountMails } from './mail/account-mails';
export { countUsers, listUsers } from './projections/user-queries';
export { findCustomer, listCustomers } from './projections/customer-queries';
export { customerKey } from './projections/customer-key';
export { CUSTOMERS, CUSTOMER_BOOKINGS, customersProjection } from './projections/customers-projection';
export { USERS, usersProjection } from './projections/users-projection';
export { accountsModule } from './module';
export type { AccountsDeps } from './module';
export { registerAuth, type AuthPluginDeps } from './http/auth-plugin';
