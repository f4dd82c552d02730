import { useSearchParams } from 'react-router-dom';
import { MESSAGE_FILTERS, type MessageFilter } from '@chauffeur/contracts';

/**
 * The Messages page's filter by answered mark (decision 326), kept in the URL as `?status=` like the bookings
 * list's filters, so a reload or a shared link shows the same messages. A value the page does not know is
 * ignored (the server would refuse it): the link still shows every message.
 */
export function useMessagesFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const status = (MESSAGE_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as MessageFilter)
    : undefined;
  return {
    status,
    setStatus: (next: MessageFilter | undefined) =>
      setParams(next ? { status: next } : {}, { replace: true }),
  };
}
