import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
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
});
