import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_MESSAGES,
  STAFF_MESSAGES,
  type StaffRole,
} from '@chauffeur/contracts';
import { AlertIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLinkToken } from '../useLinkToken';
import { PATHS } from '../../../lib/paths';
import { signInRequest } from '../api/auth-api';
import {
  acceptInvitationRequest,
  invitationRequest,
  resetLinkRequest,
  resetPasswordRequest,
} from '../api/invitation-api';
import { authErrorMessage, forgotPasswordPath } from '../auth-messages';
import { applySession } from '../session/auth-session';
import { destinationAfterSignIn } from '../session/redirect';
import { registerSetPasswordTexts } from '../i18n/register-set-password';

registerSetPasswordTexts();

const inputClass =
  'mt-2 block min-h-12 w-full rounded-sm border border-white/15 bg-ink-800 px-4 text-base text-ivory placeholder:text-stone-500 focus:border-gold-400';

type LinkProblem = 'expired' | 'used' | 'invalid';

/**
 * What the page does for each kind of link (`purpose` in the e-mail's link, decision 257): an invitation's
 * or a password reset's. Each has its routes, the server's texts for a link that no longer works (→ this
 * page's own, in the visitor's language), and the keys of its words.
 */
const LINKS = {
  invitation: {
    check: invitationRequest,
    set: acceptInvitationRequest,
    problems: {
      [STAFF_MESSAGES.invitationExpired]: 'expired',
      [STAFF_MESSAGES.invitationUsed]: 'used',
      [STAFF_MESSAGES.invitationInvalid]: 'invalid',
    } as Record<string, LinkProblem>,
    title: 'setPassword.title',
    problem: (problem: LinkProblem | 'failed') => `setPassword.link.${problem}` as const,
    /** Only the person who invited them gives a new invitation. */
    askAgain: false,
  },
  reset: {
    check: resetLinkRequest,
    set: resetPasswordRequest,
    problems: {
      [PASSWORD_RESET_MESSAGES.linkExpired]: 'expired',
      [PASSWORD_RESET_MESSAGES.linkUsed]: 'used',
      [PASSWORD_RESET_MESSAGES.linkInvalid]: 'invalid',
    } as Record<string, LinkProblem>,
    title: 'setPassword.reset.title',
    problem: (problem: LinkProblem | 'failed') => `setPassword.reset.${problem}` as const,
    /** "Forgot your password?" again, for a link that no longer works. */
    askAgain: true,
  },
} as const;
type Purpose = keyof typeof LINKS;

/**
 * The link's own problem in a refusal, if it is one. Opening the page, any 400 or 409 is the link's (an
 * unknown text: `invalid`); saving, only the link's known texts are: any other 400 is the password's (too
 * short, too common), said as the sign-up says it, not as a bad link that sends staff asking for a new one.
 */
const linkProblemOf = (purpose: Purpose, error: unknown, unknown: LinkProblem | null): LinkProblem | null =>
  error instanceof ApiError && (error.status === 409 || error.status === 400)
    ? (LINKS[purpose].problems[error.problem?.detail ?? ''] ?? unknown)
    : null;

/**
 * /set-password#token=… (issue 17; the token in the fragment, decision 260): the page the invitation e-mail
 * links to, and the password reset's (`?purpose=reset#token=…`, decision 257). It says who the link is for, takes a password under the sign-up's
 * policy, then signs in and goes where that role works (the panel, or a chauffeur's rides). A used,
 * expired or replaced link says so and what to do (a reset link: ask for a new one).
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const purpose: Purpose = params.get('purpose') === 'reset' ? 'reset' : 'invitation';
  const link = LINKS[purpose];
  useDocumentTitle(t(link.title));
  const navigate = useNavigate();
  const token = useLinkToken();
  const invitation = useQuery({
    queryKey: ['set-password-link', purpose, token],
    queryFn: (): Promise<{ email: string; name?: string; role?: string }> => link.check(token),
    retry: false,
  });
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { password: useId(), hint: useId(), error: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!invitation.data) return;
    setPending(true);
    setError(null);
    try {
      await link.set(token, password);
      const role = await applySession(await signInRequest(invitation.data.email, password));
      navigate(destinationAfterSignIn(role, null) ?? PATHS.home, { replace: true });
    } catch (failure) {
      const problem = linkProblemOf(purpose, failure, null);
      setError(problem ? t(link.problem(problem)) : authErrorMessage(failure, 'signUp', t));
    } finally {
      setPending(false);
    }
  };

  const problem = invitation.isError
    ? (linkProblemOf(purpose, invitation.error, 'invalid') ?? 'failed')
    : null;
  const { name, role } = invitation.data ?? {};
  return (
    <section className="px-5 py-16 sm:px-8">
      <div className="mx-auto max-w-md rounded-md border border-white/10 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <h1 className="font-display text-3xl font-semibold text-ivory">{t(link.title)}</h1>
        {invitation.isPending ? (
          <p role="status" className="mt-4 text-stone-300">
            {t('setPassword.checking')}
          </p>
        ) : null}
        {problem ? (
          <div role="alert" className="mt-4 flex gap-3 text-stone-200">
            <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-gold-400" />
            <p>
              {t(link.problem(problem))}
              {link.askAgain && problem !== 'failed' ? (
                <>
                  {' '}
                  <Link
                    to={forgotPasswordPath()}
                    className="font-medium text-gold-300 underline-offset-4 hover:underline"
                  >
                    {t('setPassword.reset.askAgain')}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
        ) : null}
        {invitation.data ? (
          <form onSubmit={(e) => void onSubmit(e)} className="mt-4">
            <p className="text-stone-300">
              {name && role
                ? t('setPassword.intro', { name, role: t(`setPassword.asRole.${role as StaffRole}`) })
                : t('setPassword.reset.intro', { email: invitation.data.email })}
            </p>
            {name ? <p className="mt-2 text-sm break-words text-stone-400">{invitation.data.email}</p> : null}
            <label htmlFor={ids.password} className="mt-6 block text-sm font-semibold text-stone-200">
              {t('setPassword.password')}
            </label>
            <input
              id={ids.password}
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
              aria-invalid={error ? true : undefined}
              className={inputClass}
            />
            <p id={ids.hint} className="mt-2 text-sm text-stone-400">
              {t('auth.passwordHint')}
            </p>
            {error ? (
              <p id={ids.error} role="alert" className="mt-3 text-sm text-red-300">
                {error}
              </p>
            ) : null}
            <BusyButton type="submit" busy={pending} className="btn-gold mt-6 min-h-12 w-full">
              {pending ? t('setPassword.saving') : t('setPassword.submit')}
            </BusyButton>
          </form>
        ) : null}
      </div>
    </section>
  );
}
