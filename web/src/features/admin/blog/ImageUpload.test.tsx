import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import '../i18n/register';
import { ImageUpload } from './ImageUpload';

/** Picks a file in the featured-image input, the server answering `status` (with a code, if given). */
function uploadRefused(status: number, coded: Record<string, unknown> = {}) {
  mockFetch(() => problemResponse(status, { title: 'Refused', detail: 'An English detail', ...coded }));
  const { container } = render(<ImageUpload value={null} onChange={() => {}} />);
  const input = container.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
}

describe('the featured image upload', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('keeps the keyboard on the upload while the image is sent: unavailable, a press opens no file chooser, a second file is not sent (fr)', async () => {
    await i18n.changeLanguage('fr');
    let answer = () => {};
    const fetch = mockFetch(
      () =>
        new Promise<Response>(
          (resolve) =>
            (answer = () =>
              resolve(jsonResponse({ url: '/uploads/photo.png', content_type: 'image/png', size: 1 }, 201))),
        ),
    );
    const onChange = vi.fn();
    const { container } = render(<ImageUpload value={null} onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pick = () =>
      fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    input.focus();
    pick();
    await waitFor(() => expect(input.getAttribute('aria-disabled')).toBe('true'));
    // Not disabled: a browser takes the focus from a disabled input and drops it to the page's body.
    expect(input.disabled).toBe(false);
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Téléversement…')).toBeTruthy();
    // Enter or Space presses it (a click): no file chooser opens meanwhile.
    expect(fireEvent.click(input)).toBe(false);
    pick();
    answer();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/photo.png'));
    expect(input.getAttribute('aria-disabled')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says why the server refused an image in the panel’s language (fr)', async () => {
    await i18n.changeLanguage('fr');
    uploadRefused(400);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur lors du téléversement de l’image\u00a0: Cette image dépasse 30\u00a0mégapixels\u00a0: réduisez-la et envoyez-la à nouveau.',
    );
  });

  it('says a file that is not an image is not one, in English', async () => {
    uploadRefused(415);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error uploading image: This file is not a JPEG, PNG, WebP or GIF image.',
    );
  });

  it('says a JPEG of too many progressive scans must be saved again, in four languages', async () => {
    const expected = {
      en: 'Error uploading image: This JPEG is saved in more than 99 progressive scans: save it as a standard (not progressive) JPEG and upload it again.',
      fr: 'Erreur lors du téléversement de l’image\u00a0: Ce JPEG est enregistré en plus de 99\u00a0passes progressives\u00a0: enregistrez-le en JPEG standard (non progressif) et envoyez-le à nouveau.',
      nl: 'Fout bij het uploaden van de afbeelding: Deze JPEG is opgeslagen in meer dan 99 progressieve scans: sla het bestand op als standaard-JPEG (niet progressief) en upload het opnieuw.',
      de: 'Fehler beim Hochladen des Bildes: Dieses JPEG ist in mehr als 99 progressiven Durchgängen gespeichert: Speichern Sie es als Standard-JPEG (nicht progressiv) und laden Sie es erneut hoch.',
    };
    for (const [language, text] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      uploadRefused(422);
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      cleanup();
    }
  });

  it('says an animated GIF of too many frames must have fewer, in four languages (the other 422)', async () => {
    const expected = {
      en: 'Error uploading image: The frames of this animated GIF add up to 121 megapixels, more than 120: save it with fewer or smaller frames and upload it again.',
      fr: 'Erreur lors du téléversement de l’image\u00a0: Les images de ce GIF animé totalisent 121\u00a0mégapixels, plus de 120\u00a0: enregistrez-le avec moins d’images ou des images plus petites et envoyez-le à nouveau.',
      nl: 'Fout bij het uploaden van de afbeelding: De frames van deze geanimeerde GIF zijn samen 121 megapixels groot, meer dan 120: sla het bestand op met minder of kleinere frames en upload het opnieuw.',
      de: 'Fehler beim Hochladen des Bildes: Die Einzelbilder dieses animierten GIFs ergeben zusammen 121 Megapixel, mehr als 120: Speichern Sie es mit weniger oder kleineren Einzelbildern und laden Sie es erneut hoch.',
    };
    for (const [language, text] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      uploadRefused(422, { code: 'gif_frames_too_large', params: { megapixels: 121, most: 120 } });
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      cleanup();
    }
  });
});
