import type { Role } from '@chauffeur/contracts';

export const ADMIN_PATH = '/admin';

/** Only a path of this site: `//evil.example` or `https://...` would send a signed-in visitor away. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

/**
 * SPEC 2 "Auth page behaviour": after sign-in an admin goes to /admin; anyone else goes to the redirect
 * parameter (default /), except that a non-admin sent here from /admin stays on the auth page (null).
 */
export function destinationAfterSignIn(role: Role, redirect: string | null): string | null {
  if (role === 'admin') return ADMIN_PATH;
  const target = safeRedirect(redirect);
  return target === ADMIN_PATH || target.startsWith(`${ADMIN_PATH}/`) ? null : target;
}
