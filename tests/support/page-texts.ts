/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its globals.
import type { Page } from 'playwright-core';
import { liveAppStarted } from './live-page';

/* What the translation walk and the screen checks read of a page (issue 14, issue 17). */

/**
 * Every text a visitor sees or hears on the page: rendered lines, labels, placeholders, titles, alt. A
 * quotation marked as written in another language (a client's review, `<blockquote lang="en">` on a French
 * page) is the client's own words, not an untranslated text: it is left out, as is an identifier marked
 * `<code translate="no">` (a read model's name as the command line takes it, beside its translated name).
 * Operator content shown in its original language for want of a translation (marked `lang` too) is not a
 * quotation and is counted.
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const quoted = Array.from(
      document.body.querySelectorAll<HTMLElement>('blockquote[lang], code[translate="no"]'),
    ).filter(
      (element) =>
        (element.tagName === 'CODE' || element.lang !== pageLanguage) && element.style.display !== 'none',
    );
    for (const element of quoted) element.style.display = 'none';
    const texts = document.body.innerText.split('\n');
    for (const element of quoted) element.style.display = '';
    texts.push(document.title);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) texts.push(description);
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>(
        '[placeholder], [aria-label], [title], img[alt], [aria-description]',
      ),
    )) {
      if (!element.checkVisibility() && !element.closest('[aria-live]')) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt', 'aria-description']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Waits until the app has replaced the pre-rendered page and no request is under way. */
export async function settle(page: Page): Promise<void> {
  await liveAppStarted(page);
  await page.waitForLoadState('networkidle');
  // A lazy page's code can still be running once the network is idle (seen in CI on a loaded machine: an
  // admin page checked before its heading and title were drawn). Its findings say if it never comes.
  await page
    .waitForFunction(() => document.querySelector('h1, h2, [role="heading"]'), null, { timeout: 10_000 })
    .catch(() => undefined);
  // Skeletons and "loading" states go once their data is there.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 5_000 })
    .catch(() => undefined);
}
