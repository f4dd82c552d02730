import type { Role } from '@chauffeur/contracts';
import { PATHS } from '../../../lib/paths';
import { workspaceOf } from './workspace';

export const ADMIN_PATH = PATHS.admin;

/** Only a path of this site: `//evil.example` or `https://...` would send a signed-in visitor away. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

const isAdminPath = (path: string) =>
  path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`) || path.startsWith(`${ADMIN_PATH}?`);

/**
 * SPEC 2 "Auth page behaviour": after sign-in an admin goes to /admin; anyone else goes to the redirect
 * parameter (default /), except that a non-admin sent here from /admin stays on the auth page (null).
 * One addition (issue 13): an admin whose session ended on an admin page goes back to that page, where
 * the form they were filling in restores their unsaved work. Issue 17: a `driver` always lands on /driver.
 */
export function destinationAfterSignIn(role: Role, redirect: string | null): string | null {
  const target = safeRedirect(redirect);
  // Issue 17: staff (admin, dispatcher) go to the panel, a chauffeur to their rides (decision 150).
  const workspace = workspaceOf(role);
  if (workspace?.kind === 'admin') return isAdminPath(target) ? target : ADMIN_PATH;
  if (workspace) return workspace.path;
  return isAdminPath(target) ? null : target;
}
