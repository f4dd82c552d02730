import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SAME_PAGE } from '../../../lib/usePageFocus';

/**
 * The e-mailed links carry the booking's language as `?lng=` (decision 231), which the language detector
 * applied (and remembered) when the app started: the page opens in the language the customer booked in,
 * whatever the browser reading the mail prefers. The parameter is then dropped from the address, so a
 * language the visitor picks on the page stays theirs on a reload, and a shared address imposes none.
 */
export function useLinkLanguage(): void {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (!params.has('lng')) return;
    const rest = new URLSearchParams(params);
    rest.delete('lng');
    // The same page at a tidier address: not a new page whose heading takes the focus.
    setParams(rest, { replace: true, state: SAME_PAGE });
  }, [params, setParams]);
}
