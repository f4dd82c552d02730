import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { FindBookingPage } from './FindBookingPage';
import { InvalidLink, ManageBookingPage } from './ManageBookingPage';
import { useLinkLanguage } from './useLinkLanguage';

/**
 * The pages of a booking's link, by what follows its token: /booking/:token → the manage page. Issue 18's
 * later pages of the same link (the rating, the receipt) are one row each here.
 */
const BOOKING_PAGES: Record<string, ComponentType<{ token: string }>> = {
  '': ManageBookingPage,
  // Each its own chunk with its own texts: a customer rating the trip never loads the receipt.
  rate: lazy(() => import('../rating/RateTripPage').then((m) => ({ default: m.RateTripPage }))),
  receipt: lazy(() => import('../receipt/ReceiptPage').then((m) => ({ default: m.ReceiptPage }))),
};

/**
 * Everything under /booking, routed here from the app's one lazy route `/booking/*` (decision 182): the
 * find form at /booking itself, a booking's pages under its token. Matched by hand on the splat rather than
 * with react-router's <Routes>, which the landing page's router chunk would then carry.
 */
export function ManageBookingRoutes() {
  const [token = '', ...rest] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  useLinkLanguage();
  if (!token) return <FindBookingPage />;
  const Page = BOOKING_PAGES[rest.join('/')];
  // The router has decoded the splat already; a page no row names is a link that is not valid.
  // At least the window's height below the header, from the first frame: the footer is not drawn in view
  // while the page's code and its booking load, and then pushed out (a layout shift of 0.9 at 390 px).
  return Page ? (
    <div className="min-h-[calc(100dvh-var(--spacing-header))]">
      <Suspense fallback={null}>
        <Page token={token} />
      </Suspense>
    </div>
  ) : (
    <InvalidLink />
  );
}
