import { useLocation } from 'react-router-dom';
import { useWorkspace } from '../../auth';
import { changePasswordPath, verifyEmailPath } from './account-paths';
import { ChangePasswordPage } from './ChangePasswordPage';
import { MyBookingsPage } from './MyBookingsPage';
import { StaffAccountPage } from './StaffAccountPage';
import { VerifyEmailPage } from './VerifyEmailPage';

/**
 * `/account/*`: the e-mail verification page and the password change (customers and staff) at their
 * sub-paths, My bookings everywhere else, except that a staff account sees the way to its workspace there (decision 243). Chosen by hand, not with
 * <Routes>: react-router's nested routing would land in the landing page's vendor chunk (its weight budget,
 * decision 197).
 */
export function AccountPages() {
  const { pathname } = useLocation();
  const workspace = useWorkspace();
  const path = pathname.replace(/\/+$/, '');
  if (path === verifyEmailPath) return <VerifyEmailPage />;
  if (path === changePasswordPath) return <ChangePasswordPage />;
  return workspace ? <StaffAccountPage workspace={workspace} /> : <MyBookingsPage />;
}
