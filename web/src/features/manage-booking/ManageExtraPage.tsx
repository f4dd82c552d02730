import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

// Each page stays its own chunk with its own texts: a customer rating the trip never loads the receipt.
const PAGES = {
  rate: lazy(() => import('./rating/RateTripPage').then((m) => ({ default: m.RateTripPage }))),
  receipt: lazy(() => import('./receipt/ReceiptPage').then((m) => ({ default: m.ReceiptPage }))),
} as const;

/**
 * `/booking/:token/:page` (issue 18): the pages of a manage link beyond the booking itself (`rate`,
 * `receipt`) behind ONE route of the site's router: the landing page's JavaScript has a weight budget with
 * little to spare and every route costs bytes there (decision 194). Any other page leads to the booking.
 */
export function ManageExtraPage() {
  const { token = '', page = '' } = useParams();
  const navigate = useNavigate();
  const Page = Object.hasOwn(PAGES, page) ? PAGES[page as keyof typeof PAGES] : null;
  useEffect(() => {
    if (!Page) void navigate(`/booking/${encodeURIComponent(token)}`, { replace: true });
  }, [Page, navigate, token]);
  if (!Page) return null;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
