import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';

/**
 * /admin/analytics (decision 305): the analytics are the dashboard's (SPEC 2), so the address someone guesses
 * for them opens it rather than a "not found". Rendered by the admin catch-all (NoScreenPage, decision 309),
 * in its chunk, with `useNavigate`, which the app loads anyway: `<Navigate>` in the routes cost the landing
 * page ~280 B gzipped.
 */
export function ToDashboard() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(PATHS.admin, { replace: true });
  }, [navigate]);
  return null;
}
