import { Suspense } from 'react';
import { lazyPage } from '../../../app/lazyPage';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Hero } from './Hero';
import { SellingPoints } from './SellingPoints';

const LandingSections = lazyPage(() => import('./LandingSections').then((m) => m.LandingSections));

/** The landing page (SPEC 1). Blocks with nothing to show render nothing (SPEC 2). */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <SellingPoints />
      {/* Below the first screen: nothing to show while its code arrives, then the blocks in order. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}

/**
 * The sections' code is fetched with the page's (app/preloadPage finds `preload` on the route), so the first
 * render has them: the pre-rendering drew them in every language (the first one drawn had only the fallback),
 * and the live page replacing the picture has the contact form a visitor may already be typing in (without
 * it, app/handover.ts found no field to give the text to, and the page went back to its top).
 */
HomePage.preload = LandingSections.preload;
