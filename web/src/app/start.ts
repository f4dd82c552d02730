import { warmIntl } from '../lib/intl';

/**
 * The app's code, library by library, in the order it is evaluated. Evaluating it all at once was one
 * task of ~45 ms on a fast desktop (four times that on a phone), during which a visitor's typing in the
 * pre-rendered page waited; one step each keeps every task short. (vite.config.ts gives each library
 * its own chunk; the modules are all requested at once beforehand, by scripts/prerender-check.js or the
 * shell's modulepreload links, so the steps wait on evaluation, not on the network.)
 */
const STEPS = [
  // Each step names one export it loads: a library imported whole would be bundled whole, unused parts too.
  () => import('react-dom/client').then(({ createRoot }) => createRoot),
  () => import('react-router-dom').then(({ createBrowserRouter }) => createBrowserRouter),
  // zod and the contracts' schemas the API client parses with (the texts' module needs the contracts too).
  () => import('../lib/api').then(({ api }) => api),
  // i18next, and the texts of the visitor's language (their chunk is requested with the others too).
  () => import('../i18n').then(({ textsReady }) => textsReady),
  () => import('@tanstack/react-query').then(({ QueryClient }) => QueryClient),
];

/**
 * Lets the browser run what is waiting (a keystroke, a paint) before the next step: a task over 50 ms is
 * one a visitor can feel, and what Lighthouse's Total Blocking Time counts.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the app: its code step by step, then the live page (app/mount.tsx). */
export async function startApp(): Promise<void> {
  // The first Intl formatter of a page sets up ICU (10–20 ms): in a task of its own, while the code
  // downloads, instead of inside the render of the first number on the page.
  setTimeout(warmIntl, 0);
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const { mount } = await import('./mount');
  await nextTask();
  mount();
}
