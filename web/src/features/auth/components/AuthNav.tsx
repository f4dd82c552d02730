import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { signOut } from '../session/auth-session';
import { useAuthStore } from '../session/auth-store';
import { useWorkspace } from '../session/workspace';

/** The header link's text for each workspace. */
const NAV_TEXT = { admin: 'auth.nav.admin', driver: 'auth.nav.driver' } as const;

interface Props {
  /** Classes of each link or button, so the header and the mobile menu can style them alike. */
  itemClass: string;
  /** Called after any choice (the mobile menu closes). */
  onNavigate?: () => void;
}

/**
 * The header's account links: Sign In, or the account's own page and Sign Out. That page is the workspace
 * for staff (the panel for an admin or dispatcher, My rides for a chauffeur) and My account for a customer
 * (decision 243: staff were sent to the customers' page).
 */
export function AuthNav({ itemClass, onNavigate }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useAuthStore((state) => state.status);
  const workspace = useWorkspace();

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
      {/* One link (the landing budget; its longest text fits the 1280 px header in every language, decision 197). */}
      <Link to={workspace?.path ?? PATHS.account} onClick={onNavigate} className={itemClass}>
        {t(workspace ? NAV_TEXT[workspace.kind] : 'auth.nav.myAccount')}
      </Link>
      <button type="button" onClick={() => void onSignOut()} className={itemClass}>
        {t('auth.nav.signOut')}
      </button>
    </>
  );
}
