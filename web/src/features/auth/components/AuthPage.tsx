import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/ui/PageIntro';
import { InfoIcon } from '../../../components/ui/icons';
import { PATHS } from '../../../lib/paths';
import { FORGOT_PASSWORD_MODE, forgotPasswordPath, type AuthMode } from '../auth-messages';
import { useAuthStore } from '../session/auth-store';
import { selectWorkspace } from '../session/workspace';
import { ADMIN_PATH } from '../session/redirect';
import { AuthForm } from './AuthForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';
import { registerPasswordResetTexts } from '../i18n/register-password-reset';

// A refusal of sign-in or sign-up the page has no own words for, in the page's language.
registerProblemTexts();
registerPasswordResetTexts();

const SIGN_UP = 'sign-up';

/**
 * /auth (SPEC 2): sign-in and sign-up, toggled by a link that keeps the redirect; and "Forgot your
 * password?" (`?mode=forgot`, decision 257), linked from sign-in.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  if (params.get('mode') === FORGOT_PASSWORD_MODE) return <ForgotPasswordPage />;
  return <SignInPage params={params} setParams={setParams} />;
}

/** "Forgot your password?": the address, then one answer; back to sign-in by a link. */
function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <section className="px-5 py-16 sm:px-8 sm:py-24">
      <div className="mx-auto w-full max-w-md">
        <PageIntro title={t('passwordReset.forgot.title')}>
          <p>{t('passwordReset.forgot.intro')}</p>
        </PageIntro>
        <div className="mt-8 rounded-md border border-white/10 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 sm:p-8">
          <ForgotPasswordForm />
          <p className="mt-6 text-center text-sm text-stone-300">
            <Link to={PATHS.auth} className="font-medium text-gold-300 underline-offset-4 hover:underline">
              {t('passwordReset.forgot.backToSignIn')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

function SignInPage({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  const { t } = useTranslation();
  const mode: AuthMode = params.get('mode') === SIGN_UP ? 'signUp' : 'signIn';
  const redirect = params.get('redirect');
  const session = useAuthStore((state) => state.session);
  // Whoever works in the panel (an admin, a dispatcher: session/workspace.ts) is not told it is not theirs.
  const panelAccount = useAuthStore((state) => selectWorkspace(state)?.kind === 'admin');
  // Sent here by the admin guard (SPEC 4): say why.
  const forAdmin = redirect === ADMIN_PATH;

  const searchFor = (next: AuthMode) => {
    const search = new URLSearchParams(params);
    if (next === 'signUp') search.set('mode', SIGN_UP);
    else search.delete('mode');
    const text = search.toString();
    return text ? `?${text}` : '';
  };

  return (
    <section className="px-5 py-16 sm:px-8 sm:py-24">
      <div className="mx-auto w-full max-w-md">
        <PageIntro title={t(mode === 'signUp' ? 'auth.signUpTitle' : 'auth.signInTitle')}>
          <p>{t(mode === 'signUp' ? 'auth.signUpIntro' : 'auth.signInIntro')}</p>
        </PageIntro>

        {session || forAdmin ? (
          <div
            role="note"
            className="mt-8 flex items-start gap-3 rounded-sm border border-gold-500/25 bg-gold-500/5 p-4 text-sm text-stone-200"
          >
            <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" />
            {session ? (
              <p>
                {t('auth.signedInAs', { email: session.user.email })}
                {forAdmin && !panelAccount ? ` ${t('auth.adminOnly')}` : null}
              </p>
            ) : (
              <p>
                <strong className="block font-semibold text-ivory">{t('adminGuard.authRequired')}</strong>
                {t('adminGuard.authRequiredText')}
              </p>
            )}
          </div>
        ) : null}

        <div className="mt-8 rounded-md border border-white/10 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 sm:p-8">
          <AuthForm
            mode={mode}
            redirect={redirect}
            onSignedUp={() => setParams(new URLSearchParams(searchFor('signIn')), { replace: true })}
          />
          {mode === 'signIn' ? (
            <p className="mt-4 text-right text-sm">
              <Link to={forgotPasswordPath()} className="text-gold-300 underline-offset-4 hover:underline">
                {t('passwordReset.forgotLink')}
              </Link>
            </p>
          ) : null}
          <p className="mt-6 text-center text-sm text-stone-300">
            {t(mode === 'signUp' ? 'auth.haveAccount' : 'auth.noAccount')}{' '}
            <Link
              to={{ search: searchFor(mode === 'signUp' ? 'signIn' : 'signUp') }}
              replace
              className="font-medium text-gold-300 underline underline-offset-4"
            >
              {t(mode === 'signUp' ? 'auth.toSignIn' : 'auth.toSignUp')}
            </Link>
          </p>
        </div>

        {/* Links inside a sentence are underlined: their gold is too close to the text's grey to tell them
            apart by colour alone (axe link-in-text-block, WCAG 1.4.1). */}
        <p className="mt-8 text-center text-sm text-stone-400">
          {t('auth.noAccountNeeded')}{' '}
          <Link to={PATHS.reservation} className="text-gold-300 underline underline-offset-4">
            {t('auth.bookRide')}
          </Link>
        </p>
      </div>
    </section>
  );
}
