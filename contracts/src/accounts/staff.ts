import { z } from 'zod';
import { safeText } from '../common/text';
import { accountEmailSchema, newPasswordSchema } from './account';

/** Who can be invited (issue 17): staff, and chauffeurs (role driver). Customers sign up themselves. */
export const STAFF_ROLES = ['admin', 'dispatcher', 'driver'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Invited (no password yet), active, or deactivated (cannot sign in, sessions ended). */
export const STAFF_STATES = ['invited', 'active', 'deactivated'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

/** How long a set-password link stays valid (decision 152). */
export const INVITATION_VALID_DAYS = 7;

export const staffNameSchema = safeText(
  z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long'),
  'Name',
);

export const inviteStaffBodySchema = z.object({
  email: accountEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
});
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

export const changeStaffRoleBodySchema = z.object({ role: staffRoleSchema });

/** The token of a set-password link: `<account id>.<invitation id>.<signature>` (decision 152). */
export const invitationTokenSchema = z
  .string()
  .max(200)
  .regex(/^[0-9a-f-]{36}\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,}$/, 'This link is not valid');

/**
 * A set-password link's token asked about (whose link, still good?): in a body, never in a URL a server,
 * a proxy's log or a Referer keeps (decision 260).
 */
export const setPasswordLinkBodySchema = z.object({ token: invitationTokenSchema });

export const acceptInvitationBodySchema = z.object({
  token: invitationTokenSchema,
  password: newPasswordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** What the set-password page shows before the password is chosen. */
export const invitationSchema = z.object({ email: z.string(), name: z.string(), role: staffRoleSchema });
export type Invitation = z.infer<typeof invitationSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  state: z.enum(STAFF_STATES),
  invited_at: z.string().nullable(),
  updated_at: z.string(),
  /**
   * How many times the role changed (decision 284): what a role change sends back as If-Match. Not the
   * account's stream revision, which the person's own sign-outs and password changes also move.
   */
  role_revision: z.number().int().nonnegative(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

/** The texts the staff routes answer with (the web shows its own translations of them). */
export const STAFF_MESSAGES = {
  invitationInvalid: 'This link is not valid. Ask for a new invitation.',
  invitationExpired: 'This link has expired. Ask for a new invitation.',
  invitationUsed: 'This link was already used. Sign in with your password.',
  alreadyHasAccount: 'This e-mail address already has an account.',
  lastAdmin: 'The last active admin cannot be deactivated or lose the admin role.',
  notStaff: 'Staff member not found',
  notInvited: 'This person already set a password: there is nothing to invite again.',
  invitationAccepted: 'This person already set a password: deactivate the account instead.',
  deactivated: 'This account is deactivated.',
} as const;
