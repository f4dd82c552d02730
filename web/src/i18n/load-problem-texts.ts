import { i18n } from './index';

type ImportTexts = () => Promise<{ registerProblemTexts: () => void }>;

/**
 * The server's refusals in the page's language for a page whose first load does not carry them (decision
 * 238): the landing page's footer form. The table (problem-texts.ts, all four languages) comes as its own
 * chunk when the first refusal arrives, not with the landing page's JavaScript (its 200 KB budget:
 * tests/e2e/public-site-quality.test.ts); a refusal is rare and its few ms are fine. The chunk is the one the
 * wizard, sign-in and the manage pages register at load, so there is one table and one mapping.
 *
 * Resolves true once the `problems` namespace is there (at once when a page already registered it), false
 * when the chunk could not be fetched: the caller then shows the server's own sentence (lib/api/messages.ts),
 * and the next refusal tries again.
 */
export function createProblemTextsLoader(
  importTexts: ImportTexts = () => import('./register-problem-texts'),
): () => Promise<boolean> {
  let loading: Promise<boolean> | undefined;
  return () => {
    if (i18n.hasResourceBundle('en', 'problems')) return Promise.resolve(true);
    loading ??= importTexts().then(
      ({ registerProblemTexts }) => {
        registerProblemTexts();
        return true;
      },
      () => {
        loading = undefined;
        return false;
      },
    );
    return loading;
  };
}

export const loadProblemTexts = createProblemTextsLoader();
