import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/fetch';
import '../i18n/register';
import { DraftNotice } from './DraftNotice';

describe('the draft notice of an admin form (decision 239)', () => {
  const saved = process.env.TZ;
  afterEach(async () => {
    process.env.TZ = saved;
    await i18n.changeLanguage('en');
  });

  it('says when the unsaved changes were kept on the Brussels clock, whatever the laptop’s zone', async () => {
    // A laptop left on New York time: 13:05 UTC is 08:05 there, 14:05 in Brussels (winter time).
    process.env.TZ = 'America/New_York';
    await i18n.changeLanguage('fr');
    // The site's configuration (its currency) never answers: not what this notice is about.
    mockFetch(() => new Promise<Response>(() => {}));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DraftNotice savedAt={Date.parse('2026-11-24T13:05:00.000Z')} onDiscard={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('draft-notice').textContent).toMatch(/ 14:05\./);
  });
});
