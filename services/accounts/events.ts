import { z } from 'zod';
import {
  EMAIL_CLAIM_STREAM_PREFIX,
  LANGUAGES,
  STAFF_ROSTER_STREAM_PREFIX,
  USER_STREAM_PREFIX,
  defineEvent,
  roleSchema,
  staffRoleSchema,
} from '@chauffeur/contracts';

/* The accounts' events: what is stored about an account, and the claim on each e-mail address. */

/** Why every session of an account ended. */
export const signOutReasonSchema = z.enum(['sign_out', 'refresh_token_reuse']);
export type SignOutReason = z.infer<typeof signOutReasonSchema>;

const userId = z.uuid();
/** A scrypt hash in `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` form: never a password in clear. */
const passwordHash = z.string().startsWith('scrypt$');

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description: 'An account was created (sign-up, or the admin bootstrap at start-up).',
  schema: z.object({
    user_id: userId,
    email: z.string(),
    role: roleSchema,
    password_hash: passwordHash,
  }),
});
export const UserRoleChanged = defineEvent({
  type: 'UserRoleChanged',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description: 'An account became admin or user; it takes effect at its next token refresh.',
  schema: z.object({ user_id: userId, role: roleSchema, previous_role: roleSchema }),
});
export const PasswordChanged = defineEvent({
  type: 'PasswordChanged',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description: 'An account has a new password; every session it had before ends.',
  schema: z.object({ user_id: userId, password_hash: passwordHash }),
});
export const UserSignedOut = defineEvent({
  type: 'UserSignedOut',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description:
    'Every session of an account ended (it signed out everywhere, or a used refresh token came back), ' +
    'except the one named by kept_session_id when it signed out its other devices.',
  schema: z.object({
    user_id: userId,
    reason: signOutReasonSchema,
    kept_session_id: z.string().min(1).optional(),
  }),
});
export const SessionSignedOut = defineEvent({
  type: 'SessionSignedOut',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description: 'One session of an account ended: it signed out on that device; its other sessions go on.',
  schema: z.object({ user_id: userId, session_id: z.string().min(1) }),
});
export const SignUpAttemptedWithExistingEmail = defineEvent({
  type: 'SignUpAttemptedWithExistingEmail',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description:
    "Someone signed up with this account's address; the owner is told by e-mail (the answer does not say).",
  // When it happened, so that the decider can send at most one such e-mail an hour without a clock.
  schema: z.object({ user_id: userId, attempted_at: z.iso.datetime() }),
});
export const EmailClaimed = defineEvent({
  type: 'EmailClaimed',
  streamPrefix: EMAIL_CLAIM_STREAM_PREFIX,
  version: 1,
  description:
    "An e-mail address now belongs to this account (uniqueness of addresses); for a chauffeur's driver " +
    'account not yet invited, names the chauffeur, whose next save may renew it.',
  schema: z.object({ user_id: userId, chauffeur_id: z.uuid().optional() }),
});

/* Staff and chauffeurs (issue 17 point 7): invited by an admin, they choose their password by a link. */

export const StaffInvited = defineEvent({
  type: 'StaffInvited',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description:
    'An admin invited someone as staff or chauffeur (again: a new link, the earlier one no longer works). ' +
    'The e-mail carries a set-password link; the link itself is never stored (decision 152).',
  schema: z.object({
    user_id: userId,
    email: z.string(),
    name: z.string(),
    role: staffRoleSchema,
    invitation_id: z.uuid(),
    expires_at: z.iso.datetime(),
  }),
});
export const InvitationAccepted = defineEvent({
  type: 'InvitationAccepted',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description: 'The invited person chose a password with the link: the account is active with its role.',
  schema: z.object({ user_id: userId, invitation_id: z.uuid(), password_hash: passwordHash }),
});
export const InvitationWithdrawn = defineEvent({
  type: 'InvitationWithdrawn',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description:
    'An admin withdrew an invitation not used yet (sent to a wrong address, say): its link no longer ' +
    'works, the person leaves the staff list and the address is free for a new invitation or a sign-up.',
  schema: z.object({ user_id: userId, invitation_id: z.uuid() }),
});
export const UserDeactivated = defineEvent({
  type: 'UserDeactivated',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description: 'An admin deactivated the account: it cannot sign in, and every session it had ended.',
  schema: z.object({ user_id: userId }),
});
export const UserReactivated = defineEvent({
  type: 'UserReactivated',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description: 'An admin reactivated the account: it can sign in again (its old sessions stay ended).',
  schema: z.object({ user_id: userId }),
});

/** Which change takes the admin role away: a role change or a deactivation. */
export const adminRemovalSchema = z.enum(['role', 'deactivation']);
export type AdminRemoval = z.infer<typeof adminRemovalSchema>;

export const AdminRemovalHeld = defineEvent({
  type: 'AdminRemovalHeld',
  streamPrefix: STAFF_ROSTER_STREAM_PREFIX,
  version: 1,
  description:
    'An active admin is about to lose the admin role or be deactivated; held in the staff roster before ' +
    'the change is written to the account, so that two such changes at once cannot leave no admin ' +
    '(decision 228). account_revision is the revision of the account the change was decided on.',
  schema: z.object({
    user_id: userId,
    account_revision: z.number().int().min(0),
    change: adminRemovalSchema,
  }),
});

/* "Forgot your password?" (decision 257): a signed link as the invitation's, nothing of it stored. */

export const PasswordResetRequested = defineEvent({
  type: 'PasswordResetRequested',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description:
    'Someone asked for a new password for this active account: a link to choose one is e-mailed to its ' +
    'address, in the language of the site then; it works once, until expires_at, and no longer once any ' +
    'password is set. The link itself is never stored (decision 257).',
  schema: z.object({
    user_id: userId,
    reset_id: z.uuid(),
    language: z.enum(LANGUAGES),
    expires_at: z.iso.datetime(),
  }),
});
export const PasswordReset = defineEvent({
  type: 'PasswordReset',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description:
    "The account's owner chose a new password with a reset link: every session it had ends, and that link " +
    'and every other reset link sent before stop working.',
  schema: z.object({ user_id: userId, reset_id: z.uuid(), password_hash: passwordHash }),
});

/* E-mail verification (issue 18 point 3, decision 195): a signed link, nothing of it stored. */

export const EmailVerificationRequested = defineEvent({
  type: 'EmailVerificationRequested',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description:
    'A link to verify the address is e-mailed (at sign-up, or asked again by the signed-in account), in ' +
    'the language of the site then; it works until expires_at. The link itself is never stored.',
  schema: z.object({
    user_id: userId,
    email: z.string(),
    language: z.enum(LANGUAGES),
    expires_at: z.iso.datetime(),
  }),
});
export const EmailVerified = defineEvent({
  type: 'EmailVerified',
  streamPrefix: USER_STREAM_PREFIX,
  version: 1,
  description:
    "The account's owner opened a verification link: the address is theirs, so the bookings made as a guest " +
    'with it show under My bookings.',
  schema: z.object({ user_id: userId, email: z.string() }),
});

export type UserRegisteredData = z.infer<typeof UserRegistered.schema>;
export type UserRoleChangedData = z.infer<typeof UserRoleChanged.schema>;
export type PasswordChangedData = z.infer<typeof PasswordChanged.schema>;
export type UserSignedOutData = z.infer<typeof UserSignedOut.schema>;
export type SessionSignedOutData = z.infer<typeof SessionSignedOut.schema>;
export type EmailClaimedData = z.infer<typeof EmailClaimed.schema>;
export type StaffInvitedData = z.infer<typeof StaffInvited.schema>;
export type InvitationAcceptedData = z.infer<typeof InvitationAccepted.schema>;
export type InvitationWithdrawnData = z.infer<typeof InvitationWithdrawn.schema>;
export type EmailVerificationRequestedData = z.infer<typeof EmailVerificationRequested.schema>;
export type EmailVerifiedData = z.infer<typeof EmailVerified.schema>;
export type PasswordResetRequestedData = z.infer<typeof PasswordResetRequested.schema>;
export type PasswordResetData = z.infer<typeof PasswordReset.schema>;
export type SignUpAttemptedWithExistingEmailData = z.infer<typeof SignUpAttemptedWithExistingEmail.schema>;

export type UserEvent =
  | { type: 'UserRegistered'; data: UserRegisteredData }
  | { type: 'UserRoleChanged'; data: UserRoleChangedData }
  | { type: 'PasswordChanged'; data: PasswordChangedData }
  | { type: 'UserSignedOut'; data: UserSignedOutData }
  | { type: 'SessionSignedOut'; data: SessionSignedOutData }
  | { type: 'StaffInvited'; data: StaffInvitedData }
  | { type: 'InvitationAccepted'; data: InvitationAcceptedData }
  | { type: 'InvitationWithdrawn'; data: InvitationWithdrawnData }
  | { type: 'UserDeactivated'; data: { user_id: string } }
  | { type: 'UserReactivated'; data: { user_id: string } }
  | { type: 'EmailVerificationRequested'; data: EmailVerificationRequestedData }
  | { type: 'EmailVerified'; data: EmailVerifiedData }
  | { type: 'PasswordResetRequested'; data: PasswordResetRequestedData }
  | { type: 'PasswordReset'; data: PasswordResetData };
export type EmailClaimEvent = { type: 'EmailClaimed'; data: EmailClaimedData };
export type StaffRosterEvent = { type: 'AdminRemovalHeld'; data: z.infer<typeof AdminRemovalHeld.schema> };

export const accountEvents = [
  UserRegistered,
  UserRoleChanged,
  PasswordChanged,
  UserSignedOut,
  SessionSignedOut,
  EmailClaimed,
  SignUpAttemptedWithExistingEmail,
  StaffInvited,
  InvitationAccepted,
  InvitationWithdrawn,
  UserDeactivated,
  UserReactivated,
  EmailVerificationRequested,
  EmailVerified,
  PasswordResetRequested,
  PasswordReset,
  AdminRemovalHeld,
] as const;
