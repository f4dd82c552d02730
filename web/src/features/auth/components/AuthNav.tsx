import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { signOut } from '../session/auth-session';
import { isAdmin, useAuthStore } from '../session/auth-store';

interface Props {
  /** Classes of each link or button, so the header and the mobile menu can style them alike. */
  itemClass: string;
  /** Called after any choice (the mobile menu closes). */
  onNavigate?: () => void;
}

/** The header's account links: Sign In, or the admin link (admins) or My bookings (anyone else) and Sign Out. */
export function AuthNav({ itemClass, onNavigate }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useAuthStore((state) => state.status);
  const admin = useAuthStore(isAdmin);

  const onSignOut = async () => {
    onNavigate?.();
    try {
      await signOut();
      toast.success(t('auth.toast.signedOut'));
    } catch {
      toast.error(t('auth.toast.signOutError'));
    }
    navigate(PATHS.home);
  };

  // Nothing while the session loads, rather than a Sign In that turns into Sign Out a moment later.
  if (status === 'loading') return null;
  if (status === 'signedOut') {
    return (
      <Link to={PATHS.auth} onClick={onNavigate} className={itemClass}>
        {t('auth.nav.signIn')}
      </Link>
    );
  }
  return (
    <>
      {/* An admin's link is the panel; anyone else's their account, My bookings (issue 18; one link: the landing budget; "My account" fits the 1280 px header in every language, decision 197). */}
      <Link to={admin ? PATHS.admin : PATHS.account} onClick={onNavigate} className={itemClass}>
        {t(admin ? 'auth.nav.admin' : 'auth.nav.myAccount')}
      </Link>
      <button type="button" onClick={() => void onSignOut()} className={itemClass}>
        {t('auth.nav.signOut')}
      </button>
    </>
  );
}
