import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { mockFetch, problemResponse } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { BlogAdminPage } from './BlogAdminPage';

const renderList = () => renderRoutes([{ path: '/admin/blog', element: <BlogAdminPage /> }], '/admin/blog');

describe('/admin/blog when the posts fail to load', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it("shows SPEC 8's title, and in Dutch addresses the admin as 'u' like the rest of the panel", async () => {
    mockFetch(() => problemResponse(500, { title: 'Internal Server Error' }));
    renderList();
    expect(
      await screen.findByText('Error loading blog posts. Please make sure you have admin access.'),
    ).toBeTruthy();

    cleanup();
    await i18n.changeLanguage('nl');
    renderList();
    expect(
      await screen.findByText(
        'Fout bij het laden van blogberichten. Controleer of u beheerdersrechten hebt.',
      ),
    ).toBeTruthy();
  });
});
