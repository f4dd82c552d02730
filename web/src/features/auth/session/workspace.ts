import type { Role } from '@chauffeur/contracts';
import { PATHS } from '../../../lib/paths';
import { useAuthStore, type AuthState } from './auth-store';

/** A staff account's own page: where it lands after sign-in, where the header's account link leads. */
export interface Workspace {
  kind: 'admin' | 'driver';
  path: string;
}

/** One object each, so a store selector that returns one keeps its identity between renders. */
const WORKSPACES = {
  admin: { kind: 'admin', path: PATHS.admin },
  driver: { kind: 'driver', path: PATHS.driver },
} as const satisfies Record<Workspace['kind'], Workspace>;

/**
 * Where each role works (decisions 150, 243): the panel for a role with its home (admin, dispatcher),
 * /driver for the role that drives, nowhere but the public site and My account for a customer. Spelt
 * out rather than derived from the permissions table at run time: that table would weigh ~0.5 KB in
 * the landing page's budget (the header reads this); workspace.test.ts holds the two together.
 */
const WORKSPACE_OF: Readonly<Record<Role, Workspace | null>> = {
  admin: WORKSPACES.admin,
  dispatcher: WORKSPACES.admin,
  driver: WORKSPACES.driver,
  user: null,
};

export const workspaceOf = (role: Role): Workspace | null => WORKSPACE_OF[role];

/**
 * The signed-in account's workspace: from the role as re-checked, or while that check runs from the
 * session's own role, so a dispatcher's header does not show the customers' link for a moment first.
 */
export const selectWorkspace = (state: AuthState): Workspace | null => {
  if (state.status !== 'signedIn') return null;
  const role = state.role ?? state.session?.user.role;
  return role ? workspaceOf(role) : null;
};

export const useWorkspace = () => useAuthStore(selectWorkspace);
