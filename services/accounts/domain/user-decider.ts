import {
  AUTH_MESSAGES,
  PASSWORD_RESET_VALID_MINUTES,
  STAFF_MESSAGES,
  STAFF_ROLES,
  VERIFY_MESSAGES,
  type Language,
  type Role,
  type StaffRole,
} from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { DomainError, conflict, notFound, refusal } from '@chauffeur/platform';
import type { SignOutReason, UserEvent } from '../events';
import {
  notResettable,
  requestPasswordReset,
  resetPassword,
  type RequestPasswordReset,
  type ResetLink,
  type ResetPassword,
} from './password-reset';

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      role: Role;
      passwordHash: string;
      /** A sign-up (issue 18): the verification link goes out with the account, in this language. */
      verification?: { language: Language; expiresAt: string };
    }
  /** Issue 18: e-mail a (new) verification link; nothing when the address is already verified. */
  | { type: 'RequestEmailVerification'; language: Language; expiresAt: string }
  /** A verification link was opened: `expiresAt` is the link's, `now` (ISO) judges it. */
  | { type: 'VerifyEmail'; expiresAt: string; now: string }
  /**
   * `chauffeur`: a chauffeur has this account's address (the only way to the `driver` role, decision 255).
   * `roleRevision`: the role's revision the admin saw (decision 284); absent (the operator's command line),
   * not checked.
   */
  | { type: 'ChangeRole'; userId: string; role: Role; chauffeur?: boolean; roleRevision?: number }
  | { type: 'ChangePassword'; userId: string; passwordHash: string }
  /** Ends every session, or every one but `keepSessionId` (scope `others`), by moving the epoch. */
  | { type: 'SignOut'; userId: string; reason: SignOutReason; keepSessionId?: string }
  /** Ends one session (this device's sign-out): the epoch stays, so the account's other sessions go on. */
  | { type: 'SignOutSession'; userId: string; sessionId: string }
  /**
   * Issue 17: an admin invites staff or a chauffeur. An address already invited is refused (its link is
   * sent again with `ResendInvitation`, its role changed with `ChangeRole`), so an invitation never changes
   * a pending role unannounced. `chauffeur`: the Chauffeurs page invites the chauffeur it just recorded,
   * the one way to invite a `driver` (decision 255).
   */
  | {
      type: 'InviteStaff';
      userId: string;
      email: string;
      name: string;
      role: StaffRole;
      chauffeur: boolean;
      invitationId: string;
      expiresAt: string;
    }
  /** A new link for someone still invited, with the name and role of their invitation. */
  | { type: 'ResendInvitation'; invitationId: string; expiresAt: string }
  /** The link's owner chooses a password; `now` (ISO) judges the link's expiry. */
  | { type: 'AcceptInvitation'; invitationId: string; passwordHash: string; now: string }
  /** An admin takes back an invitation not used yet (a wrong address, say): its link stops working. */
  | { type: 'WithdrawInvitation' }
  | { type: 'Deactivate' }
  | { type: 'Reactivate' }
  /** "Forgot your password?" (decision 257): e-mail a reset link; nothing when none may be sent. */
  | RequestPasswordReset
  /** A reset link's owner chooses a new password; `now` (ISO) judges the link's expiry. */
  | ResetPassword;

export type UserState =
  /** No account; `withdrawnInvitation`: the invitation an admin withdrew, whose link says it expired. */
  | { status: 'none'; withdrawnInvitation?: string }
  /** Invited, no password yet: cannot sign in; only the link of `invitationId` can activate it. */
  | {
      status: 'invited';
      id: string;
      email: string;
      name: string;
      role: StaffRole;
      invitationId: string;
      expiresAt: string;
      /** How many times the role changed (decision 284); absent: never. */
      roleRevision?: number;
    }
  | {
      status: 'registered';
      id: string;
      email: string;
      role: Role;
      passwordHash: string;
      /**
       * How many times every session of this account was ended (sign-out, reuse, new password). A session
       * remembers the epoch it started in and is valid only while it is still the current one, so ending
       * sessions needs no list of them in the log.
       */
      sessionEpoch: number;
      /** False once deactivated (issue 17): cannot sign in until reactivated. */
      active: boolean;
      /** Staff's name, as invited (accounts that signed up have none). */
      name?: string;
      /** The invitation this account was activated with: its link, used again, says so. */
      acceptedInvitation?: string;
      /**
       * Whether the owner proved the address is theirs (issue 18): a verification link, or the invitation
       * link that activated a staff account. Accounts from before issue 18 start unverified.
       */
      emailVerified?: boolean;
      /** Expiry of the latest verification link sent: when it was asked for (the resend brake). */
      verificationExpiresAt?: string;
      /** Reset links sent since the password was last set (decision 257); setting one spends them all. */
      resetLinks?: ResetLink[];
      /** The reset link the password was last set with: used again, it says so. */
      usedResetLink?: string;
      /** How many times the role changed, invitation included (decision 284); absent: never. */
      roleRevision?: number;
    };

/** A set-password link that no longer works: 410 Gone would fit, the error kinds give 409 (conflict). */
const linkRefused = (message: string) => new DomainError('conflict', message, { title: 'Link not valid' });

const USER_NOT_FOUND = 'User not found';

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    if (command.type === 'RegisterUser') {
      if (state.status !== 'none') throw conflict(AUTH_MESSAGES.alreadyRegistered);
      const { userId, email, role, passwordHash, verification } = command;
      return [
        { type: 'UserRegistered', data: { user_id: userId, email, role, password_hash: passwordHash } },
        ...(verification
          ? [verificationRequested(userId, email, verification.language, verification.expiresAt)]
          : []),
      ];
    }
    if (command.type === 'InviteStaff') {
      if (state.status === 'registered') throw conflict(STAFF_MESSAGES.alreadyHasAccount);
      if (state.status === 'invited') throw refusal('conflict', { code: 'already_invited' });
      refuseDriverWithoutChauffeur(command);
      const { userId, email, name, role, invitationId, expiresAt } = command;
      return [
        {
          type: 'StaffInvited',
          data: { user_id: userId, email, name, role, invitation_id: invitationId, expires_at: expiresAt },
        },
      ];
    }
    if (command.type === 'ResendInvitation') {
      if (state.status === 'none') throw notFound(STAFF_MESSAGES.notStaff);
      if (state.status !== 'invited') throw conflict(STAFF_MESSAGES.notInvited);
      const { id, email, name, role } = state;
      return [
        {
          type: 'StaffInvited',
          data: {
            user_id: id,
            email,
            name,
            role,
            invitation_id: command.invitationId,
            expires_at: command.expiresAt,
          },
        },
      ];
    }
    if (command.type === 'AcceptInvitation') return acceptInvitation(command, state);
    if (command.type === 'WithdrawInvitation') return withdrawInvitation(state);
    if (command.type === 'ChangeRole' && state.status !== 'none') assertRoleSeen(state, command);
    if (command.type === 'ChangeRole' && state.status === 'invited') return changePendingRole(state, command);
    // An invitation not yet used sets its password with its own link: a reset e-mails nothing.
    if (command.type === 'RequestPasswordReset')
      return state.status === 'registered' ? requestPasswordReset(command, state) : [];
    if (command.type === 'ResetPassword') {
      if (state.status !== 'registered') throw notResettable();
      return resetPassword(command, state);
    }
    if (state.status !== 'registered') throw notFound(USER_NOT_FOUND);
    switch (command.type) {
      case 'Deactivate':
        return state.active ? [{ type: 'UserDeactivated', data: { user_id: state.id } }] : [];
      case 'Reactivate':
        return state.active ? [] : [{ type: 'UserReactivated', data: { user_id: state.id } }];
      case 'ChangeRole':
        // Making an admin an admin again records nothing: the history shows real changes only.
        if (state.role === command.role) return [];
        refuseDriverWithoutChauffeur(command);
        return [
          {
            type: 'UserRoleChanged',
            data: { user_id: state.id, role: command.role, previous_role: state.role },
          },
        ];
      case 'ChangePassword':
        return [
          { type: 'PasswordChanged', data: { user_id: state.id, password_hash: command.passwordHash } },
        ];
      case 'SignOut':
        return [
          {
            type: 'UserSignedOut',
            data: {
              user_id: state.id,
              reason: command.reason,
              ...(command.keepSessionId ? { kept_session_id: command.keepSessionId } : {}),
            },
          },
        ];
      case 'SignOutSession':
        return [{ type: 'SessionSignedOut', data: { user_id: state.id, session_id: command.sessionId } }];
      case 'RequestEmailVerification':
        return state.emailVerified
          ? []
          : [verificationRequested(state.id, state.email, command.language, command.expiresAt)];
      case 'VerifyEmail':
        if (Date.parse(command.now) >= Date.parse(command.expiresAt))
          throw linkRefused(VERIFY_MESSAGES.expired);
        // Opening the link twice (or a second link) is fine: the address is verified, nothing to record.
        return state.emailVerified
          ? []
          : [{ type: 'EmailVerified', data: { user_id: state.id, email: state.email } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return {
          status: 'registered',
          id: event.data.user_id,
          email: event.data.email,
          role: event.data.role,
          passwordHash: event.data.password_hash,
          sessionEpoch: 0,
          active: true,
        };
      case 'StaffInvited':
        return {
          status: 'invited',
          id: event.data.user_id,
          email: event.data.email,
          name: event.data.name,
          role: event.data.role,
          invitationId: event.data.invitation_id,
          expiresAt: event.data.expires_at,
          // A link sent again is the same invitation: its role's changes still count.
          ...(state.status === 'invited' && state.roleRevision ? { roleRevision: state.roleRevision } : {}),
        };
      case 'InvitationAccepted':
        return state.status === 'invited'
          ? {
              status: 'registered',
              id: state.id,
              email: state.email,
              role: state.role,
              name: state.name,
              passwordHash: event.data.password_hash,
              sessionEpoch: 0,
              active: true,
              acceptedInvitation: event.data.invitation_id,
              // The link came to this address: its owner opened it.
              emailVerified: true,
              ...(state.roleRevision ? { roleRevision: state.roleRevision } : {}),
            }
          : state;
      // The account is gone (its address's claim is released too, accounts.ts); its link is remembered.
      case 'InvitationWithdrawn':
        return state.status === 'invited'
          ? { status: 'none', withdrawnInvitation: event.data.invitation_id }
          : state;
      case 'EmailVerificationRequested':
        return state.status === 'registered'
          ? { ...state, verificationExpiresAt: event.data.expires_at }
          : state;
      case 'EmailVerified':
        return state.status === 'registered' ? { ...state, emailVerified: true } : state;
      // Deactivation ends every session: the epoch moves as at a sign-out everywhere. Its reset links are
      // spent too, so a reactivation does not bring them back.
      case 'UserDeactivated':
        return state.status === 'registered'
          ? { ...state, active: false, sessionEpoch: state.sessionEpoch + 1, resetLinks: [] }
          : state;
      case 'UserReactivated':
        return state.status === 'registered' ? { ...state, active: true } : state;
      case 'UserRoleChanged': {
        const roleRevision = roleRevisionOf(state) + 1;
        if (state.status === 'invited' && isStaffRole(event.data.role))
          return { ...state, role: event.data.role, roleRevision };
        return state.status === 'registered' ? { ...state, role: event.data.role, roleRevision } : state;
      }
      // A new password, however it was set, spends every reset link sent before it.
      case 'PasswordChanged':
      case 'PasswordReset':
        return state.status === 'registered'
          ? {
              ...state,
              passwordHash: event.data.password_hash,
              sessionEpoch: state.sessionEpoch + 1,
              resetLinks: [],
              ...(event.type === 'PasswordReset' ? { usedResetLink: event.data.reset_id } : {}),
            }
          : state;
      case 'PasswordResetRequested':
        return state.status === 'registered'
          ? {
              ...state,
              resetLinks: withResetLink(state.resetLinks, event.data.reset_id, event.data.expires_at),
            }
          : state;
      case 'UserSignedOut':
        return state.status === 'registered' ? { ...state, sessionEpoch: state.sessionEpoch + 1 } : state;
      default:
        return state;
    }
  },
};

/**
 * The links that still worked when this one was asked for, and this one: the state keeps no expired link,
 * so it stays as small as the live links' cap (MAX_LIVE_RESET_LINKS).
 */
function withResetLink(links: readonly ResetLink[] | undefined, id: string, expiresAt: string): ResetLink[] {
  const askedAt = Date.parse(expiresAt) - PASSWORD_RESET_VALID_MINUTES * 60_000;
  return [...(links ?? []).filter((link) => Date.parse(link.expiresAt) > askedAt), { id, expiresAt }];
}

const verificationRequested = (
  userId: string,
  email: string,
  language: Language,
  expiresAt: string,
): UserEvent => ({
  type: 'EmailVerificationRequested',
  data: { user_id: userId, email, language, expires_at: expiresAt },
});

/** A set-password link works once, only if it is the latest one sent, and only until it expires. */
function acceptInvitation(
  command: Extract<UserCommand, { type: 'AcceptInvitation' }>,
  state: UserState,
): UserEvent[] {
  if (state.status === 'registered') {
    throw linkRefused(
      state.acceptedInvitation === command.invitationId
        ? STAFF_MESSAGES.invitationUsed
        : STAFF_MESSAGES.invitationInvalid,
    );
  }
  // A withdrawn invitation answers as an expired one: the holder of a link sent to a wrong address
  // learns nothing of why, and is told what to do either way (ask for a new invitation).
  if (state.status === 'none' && state.withdrawnInvitation === command.invitationId)
    throw linkRefused(STAFF_MESSAGES.invitationExpired);
  if (state.status !== 'invited' || state.invitationId !== command.invitationId)
    throw linkRefused(STAFF_MESSAGES.invitationInvalid);
  if (Date.parse(command.now) >= Date.parse(state.expiresAt))
    throw linkRefused(STAFF_MESSAGES.invitationExpired);
  return [
    {
      type: 'InvitationAccepted',
      data: { user_id: state.id, invitation_id: command.invitationId, password_hash: command.passwordHash },
    },
  ];
}

/** Only an invitation not used yet: an account with a password is deactivated instead. */
function withdrawInvitation(state: UserState): UserEvent[] {
  if (state.status === 'none') throw notFound(STAFF_MESSAGES.notStaff);
  if (state.status !== 'invited') throw conflict(STAFF_MESSAGES.invitationAccepted);
  return [{ type: 'InvitationWithdrawn', data: { user_id: state.id, invitation_id: state.invitationId } }];
}

const isStaffRole = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);

/** An invitation not used yet takes another role (the staff list's role select): its link stays valid. */
const roleRevisionOf = (state: UserState): number =>
  state.status === 'none' ? 0 : (state.roleRevision ?? 0);

/**
 * A role change is decided on the role the admin saw (decision 284): one changed since (another admin's
 * change) is refused as a stale If-Match is, and the admin sees the role as it is now. The count of role
 * changes rather than the stream's revision, which the person's own sign-outs also move.
 */
function assertRoleSeen(state: UserState, command: Extract<UserCommand, { type: 'ChangeRole' }>): void {
  if (command.roleRevision !== undefined && command.roleRevision !== roleRevisionOf(state))
    throw refusal('conflict', { code: 'changed_by_someone_else' });
}

function changePendingRole(
  state: Extract<UserState, { status: 'invited' }>,
  command: Extract<UserCommand, { type: 'ChangeRole' }>,
): UserEvent[] {
  const { role } = command;
  if (!isStaffRole(role)) throw conflict(STAFF_MESSAGES.notStaff);
  if (state.role === role) return [];
  refuseDriverWithoutChauffeur(command);
  return [{ type: 'UserRoleChanged', data: { user_id: state.id, role, previous_role: state.role } }];
}

/**
 * A `driver` account is a chauffeur's: it is linked to its chauffeur by the address (decision 159), and
 * one without signs in to an empty driver's page that dispatch cannot assign. So the role comes only
 * with a chauffeur of that address: the Chauffeurs page records the chauffeur and invites them, and a
 * role changes to `driver` only for an address a chauffeur has (decision 255). One refusal per command.
 */
const DRIVER_WITHOUT_CHAUFFEUR = {
  InviteStaff: 'chauffeur_added_on_chauffeurs_page',
  ChangeRole: 'driver_role_needs_chauffeur',
} as const;

export function refuseDriverWithoutChauffeur(
  command: Pick<
    Extract<UserCommand, { type: keyof typeof DRIVER_WITHOUT_CHAUFFEUR }>,
    'type' | 'role' | 'chauffeur'
  >,
): void {
  if (command.role === 'driver' && command.chauffeur !== true)
    throw refusal('invalid', { code: DRIVER_WITHOUT_CHAUFFEUR[command.type] });
}
