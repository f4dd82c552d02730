/**
 * A flag (never a token) saying this browser holds a refresh cookie. Without it a visitor's page load
 * makes no auth call at all; with it the session is restored after a reload. Tabs watch it to sign in
 * and out together.
 */
export const SESSION_HINT_KEY = 'chauffeur.session';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: sessions then last as long as the tab
  }
};

export const hasSessionHint = () => storage()?.getItem(SESSION_HINT_KEY) === '1';
export const setSessionHint = () => storage()?.setItem(SESSION_HINT_KEY, '1');
export const clearSessionHint = () => storage()?.removeItem(SESSION_HINT_KEY);
