import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const TOKEN = 'token';

/** Where the token is kept once out of the address bar: this history entry's state, for a reload. */
interface LinkTokenState {
  linkToken?: unknown;
}

/**
 * The token of an e-mailed account link (decision 260): in the fragment (`#token=…`), which the browser
 * never sends to a server nor puts in a Referer, or in the query of a link sent before (`?token=…`, good
 * for its remaining life). Out of the address bar at once (the entry is replaced: no token in history
 * either), kept in the entry's state so that a reload still works; the page posts it in a body.
 */
export function useLinkToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const inUrl =
    new URLSearchParams(location.hash.slice(1)).get(TOKEN) ?? new URLSearchParams(location.search).get(TOKEN);
  const state = location.state as LinkTokenState | null;

  useEffect(() => {
    if (inUrl === null) return;
    const hash = new URLSearchParams(location.hash.slice(1));
    const search = new URLSearchParams(location.search);
    hash.delete(TOKEN);
    search.delete(TOKEN);
    void navigate(
      { pathname: location.pathname, search: search.toString(), hash: hash.toString() },
      { replace: true, state: { ...state, linkToken: inUrl } },
    );
  }, [inUrl, location.pathname, location.search, location.hash, state, navigate]);

  return inUrl ?? (typeof state?.linkToken === 'string' ? state.linkToken : '');
}
