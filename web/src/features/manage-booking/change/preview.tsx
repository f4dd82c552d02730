/**
 * Dev-only preview of the change panel for a browser check, until the manage page places it (helper h1):
 * `?lang=fr&state=none|open|awaiting_customer|declined|late`. The API is answered here, not by a server.
 */
import '@fontsource-variable/manrope/wght.css';
import '../../../index.css';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { ChangeRequestPanel } from './ChangeRequestPanel';

const query = new URLSearchParams(location.search);
const state = query.get('state') ?? 'none';
const request = {
  id: '22222222-2222-4222-8222-222222222222',
  state: state === 'late' ? 'declined' : state,
  changes: { passenger_count: 3, scheduled_time: '2026-12-01T10:30:00.000Z' },
  requested_at: '2026-11-21T11:00:00.000Z',
  previous_total_fare: 84.5,
  total_fare: state === 'awaiting_customer' ? 96 : null,
  reason: 'No car of this model is free at that time.',
  answered_at: null,
};
window.fetch = async (_input, init) =>
  new Response(
    JSON.stringify(
      init?.method === 'POST'
        ? { id: request.id, revision: 2, position: '9' }
        : { change_requests: state === 'none' ? [] : [request] },
    ),
    { status: init?.method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' } },
  );
void i18n.changeLanguage(query.get('lang') ?? 'en');
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <main className="mx-auto max-w-xl p-4">
      <ChangeRequestPanel
        token="preview.token"
        booking={{
          scheduled_time: '2026-12-01T09:00:00.000Z',
          passenger_count: 2,
          luggage_count: 1,
          flight_number: 'SN3712',
          total_fare: 84.5,
        }}
        cutoffPassed={state === 'late'}
        cutoffHours={24}
      />
    </main>
  </QueryClientProvider>,
);
