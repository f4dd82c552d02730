import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { jsonResponse } from '../../../test/fetch';
import { pressEnter } from '../../../test/keyboard';
import { toast } from '../../../lib/toast';
import { liveRefresh, mockRecordServer } from '../../../test/record-server';
import { renderRoutes } from '../../../test/render';
import { BlogFormPage } from './BlogFormPage';

const ID = '7c2e9a41-0b3d-4f5e-9a6b-1c2d3e4f5a6b';
const AT_OPEN = {
  id: ID,
  title: { en: 'Arriving at Brussels Airport' },
  slug: 'arriving-at-brussels-airport',
  content: { en: 'Your chauffeur waits in the arrivals hall.' },
  meta_description: { en: 'Where your chauffeur meets you.' },
  meta_keywords: ['airport'],
  featured_image: null,
  status: 'active' as const,
  published_at: '2026-01-01T00:00:00.000Z',
  revision: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderForm() {
  const server = mockRecordServer('/api/admin/blog', AT_OPEN);
  const { client } = renderRoutes(
    [
      { path: '/admin/blog/edit/:id', element: <BlogFormPage /> },
      { path: '/admin/blog', element: <p>posts</p> },
    ],
    `/admin/blog/edit/${ID}`,
  );
  return {
    ...server,
    /** Another admin rewrites the meta description: the live stream refetches the list and this post. */
    otherAdminSaves: async () => {
      server.otherAdminSaves({ meta_description: { en: 'Meeting point and waiting time.' } });
      await liveRefresh(client, ['blog']);
    },
  };
}

// By id: the translation fields below carry the same labels.
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const typeContent = async () => {
  await screen.findByText(/Markdown/);
  fireEvent.change(field('p-content'), { target: { value: 'Your chauffeur waits at exit 3.' } });
};

describe('editing a blog post while another admin saves it', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('sends the revision the form opened at, and keeps what this admin typed', async () => {
    const form = renderForm();
    await typeContent();
    await form.otherAdminSaves();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.puts()).toHaveLength(1));
    expect(form.ifMatch(0)).toBe('"2"');
    expect(field('p-content').value).toBe('Your chauffeur waits at exit 3.');
  });

  it('on 409 says so in Dutch with Opnieuw laden, which shows the other save and saves over it', async () => {
    await i18n.changeLanguage('nl');
    const error = vi.spyOn(toast, 'error');
    const form = renderForm();
    await typeContent();
    await form.otherAdminSaves();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    const notice = await screen.findByText(/Iemand anders heeft dit item opgeslagen/);
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(field('p-meta_description').value).toBe('Where your chauffeur meets you.');

    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw laden' }));
    await waitFor(() => expect(field('p-meta_description').value).toBe('Meeting point and waiting time.'));
    expect(field('p-content').value).toBe('Your chauffeur waits in the arrivals hall.');
    expect(screen.queryByText(/Iemand anders/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(form.puts()).toHaveLength(2));
    expect(form.ifMatch(1)).toBe('"3"');
    expect(await screen.findByText('posts')).toBeTruthy();
  });
});

describe('a refused save of the blog form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('takes the focus from Save to the first invalid field, and sends nothing', async () => {
    const form = renderForm();
    await typeContent();
    fireEvent.change(field('p-slug'), { target: { value: '' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(field('p-slug').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('p-slug'));
    expect(form.puts()).toHaveLength(0);
  });
});

describe('saving a blog post by keyboard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('keeps the keyboard on Save while the post is saved, and sends it once however often it is pressed', async () => {
    let answer = () => {};
    // The server answers the save when the test says: the button is seen while it is sent.
    const server = mockRecordServer('/api/admin/blog', AT_OPEN, {
      [`/api/admin/blog/${ID}`]: (_url, init) =>
        init.method === 'PUT'
          ? new Promise<Response>(
              (resolve) => (answer = () => resolve(jsonResponse({ id: ID, revision: 3, position: '9' }))),
            )
          : jsonResponse(AT_OPEN),
    });
    renderRoutes(
      [
        { path: '/admin/blog/edit/:id', element: <BlogFormPage /> },
        { path: '/admin/blog', element: <p>posts</p> },
      ],
      `/admin/blog/edit/${ID}`,
    );
    await typeContent();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    pressEnter();
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    expect(save.textContent).toBe('Saving…');
    pressEnter();
    answer();
    await screen.findByText('posts');
    expect(server.puts()).toHaveLength(1);
  });
});
