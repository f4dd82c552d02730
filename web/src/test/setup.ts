import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '../i18n';
import { useToastStore } from '../lib/toast';
import { resetAuthForTests } from '../features/auth/session/auth-session';
import { forgetShownPageForTests } from '../lib/pageFocus';

// Pages and below-the-fold blocks are lazy chunks; their first import in a test run is transformed on demand.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

beforeEach(async () => {
  // Tests read the English texts of SPEC.md, whatever language the test machine reports...
  await i18n.changeLanguage('en');
  // ...and start with no remembered language (the reset above is cached by the detector).
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useToastStore.setState({ toasts: [] });
  resetAuthForTests();
  forgetShownPageForTests();
});
