import { afterEach, describe, expect, it } from 'vitest';
import { handOver } from './handover';

/** The pre-rendered picture and the live page, each with the sign-in form (same fields, same order). */
function pages(pressed: boolean) {
  const form = (password: string) =>
    `<main><form><input type="email" name="email"><input type="password" name="password" value="${password}"><button type="submit">Se connecter</button></form></main>`;
  document.body.innerHTML = `<div id="picture">${form('')}</div><div id="live">${form('')}</div>`;
  const picture = document.getElementById('picture')!;
  const live = document.getElementById('live')!;
  picture.querySelector<HTMLInputElement>('[name=email]')!.value = 'anne@example.be';
  picture.querySelector<HTMLInputElement>('[name=password]')!.value = 'secret-words';
  // What web/scripts/prerender-check.js does with a submit in the picture.
  if (pressed) picture.querySelector('form')!.setAttribute('data-submit', '');
  const sent: Record<string, FormDataEntryValue>[] = [];
  live.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(Object.fromEntries(new FormData(event.target as HTMLFormElement)));
  });
  return { picture, live, sent };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('handOver: a form submitted in the picture', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is submitted by the live form once, after the values are given to it', async () => {
    const { picture, live, sent } = pages(true);
    handOver(picture, live);
    // Not at once: React takes in the values first.
    expect(sent).toEqual([]);
    await nextTask();
    await nextTask();
    expect(sent).toEqual([{ email: 'anne@example.be', password: 'secret-words' }]);
  });

  it('is not submitted when the visitor only typed', async () => {
    const { picture, live, sent } = pages(false);
    handOver(picture, live);
    await nextTask();
    expect(sent).toEqual([]);
    expect(live.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('anne@example.be');
  });

  it('is not sent by another form when the live page has none like it (a visitor already signed in)', async () => {
    const { picture, live } = pages(true);
    // The live page shows "signed in as" instead of the form; the footer's newsletter form is the only one.
    live.innerHTML =
      '<main><p>Vous êtes connecté.</p></main><footer><form><input type="email"></form></footer>';
    const sent: unknown[] = [];
    live.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(event);
    });
    handOver(picture, live);
    await nextTask();
    await nextTask();
    expect(sent).toEqual([]);
  });
});
