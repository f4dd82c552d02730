import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SignOutScope } from '@chauffeur/contracts';
import { signOut } from '../../auth';
import { toast } from '../../../lib/toast';
import { PATHS } from '../../../lib/paths';
import { clearAllDrafts } from '../ui/form-drafts';
import { useConfirmStep } from '../../../components/confirm/ConfirmStep';

const itemClass = 'w-full rounded-sm px-3 py-2.5 text-left text-sm text-stone-300 hover:bg-white/5';

/**
 * "Sign Out" ends this device's session only (the admin stays signed in on the others); "Sign out
 * everywhere" ends every session of the account, behind a confirmation (SPEC 7 logout scopes).
 */
export function SignOutActions() {
  const { t } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  // Cancel or Escape gives the focus back to "Sign out everywhere", not to the top of the page.
  const { asking, ask, cancel, initialFocusRef, triggerRef, onKeyDown } = useConfirmStep();

  const leave = async (scope: SignOutScope) => {
    // Signing out everywhere is what one does on a shared or lost computer: no drafts stay behind here.
    if (scope === 'global') clearAllDrafts();
    // Out of the panel first: once the session is forgotten its guard sends whoever is still on an admin
    // page to the sign-in page, and on a busy device that could come after this navigation (CI saw it).
    navigate(PATHS.home);
    try {
      await signOut(scope);
      toast.success(tMain('auth.toast.signedOut'));
    } catch {
      toast.error(tMain('auth.toast.signOutError'));
    }
  };

  return (
    <>
      <button type="button" onClick={() => void leave('local')} className={itemClass}>
        {t('nav.signOut')}
      </button>
      {asking ? (
        // Escape from either button bubbles up to the group, which itself takes no focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
        <div
          role="group"
          aria-label={t('nav.signOutEverywhereQuestion')}
          onKeyDown={onKeyDown}
          className="grid gap-2 px-3 py-2"
        >
          <p className="text-xs text-stone-300">{t('nav.signOutEverywhereQuestion')}</p>
          {/* Cancel first and focused (decision 289): Enter pressed twice signs nobody out; Tab reaches the answer. */}
          <div className="flex flex-wrap gap-2">
            <button
              ref={initialFocusRef}
              type="button"
              onClick={cancel}
              className="rounded-sm border border-white/20 px-3 py-1.5 text-xs text-stone-200 hover:bg-white/5"
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              onClick={() => void leave('global')}
              className="rounded-sm bg-red-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-500"
            >
              {t('nav.signOutEverywhereConfirm')}
            </button>
          </div>
        </div>
      ) : (
        <button ref={triggerRef} type="button" onClick={ask} className={itemClass}>
          {t('nav.signOutEverywhere')}
        </button>
      )}
    </>
  );
}
