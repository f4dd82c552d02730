/** The auth feature's public API: the session, sign-in navigation and the admin guard. */
export { AdminGuard } from './components/AdminGuard';
export { AuthNav } from './components/AuthNav';
export { signOut, startAuth } from './session/auth-session';
export { useAuthStore } from './session/auth-store';
export { useWorkspace, type Workspace } from './session/workspace';
export {
  changePassword,
  passwordChangeRefusal,
  type PasswordChangeRefusal,
} from './password/change-password';
export { useLinkToken } from './useLinkToken';
