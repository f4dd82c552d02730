import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Hero } from './Hero';
import { SellingPoints } from './SellingPoints';

const LandingSections = lazy(async () => ({ default: (await import('./LandingSections')).LandingSections }));

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
