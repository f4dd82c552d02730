import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { mockFetch, problemResponse } from '../../../test/fetch';
import '../i18n/register';
import { ImageUpload } from './ImageUpload';

/** Picks a file in the featured-image input, the server answering `status`. */
function uploadRefused(status: number) {
  mockFetch(() => problemResponse(status, { title: 'Refused', detail: 'An English detail' }));
  const { container } = render(<ImageUpload value={null} onChange={() => {}} />);
  const input = container.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
}

describe('the featured image upload', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
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
});
