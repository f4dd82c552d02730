import { LatestPosts } from '../../blog';
import { ContactSection } from '../../contact';
import { FleetCarousel } from '../../fleet';
import { ReviewsCarousel } from '../../reviews';
import { StatsStrip } from '../../stats';
import { FeaturedServices } from './FeaturedServices';
import { HowItWorks } from './HowItWorks';

/**
 * Everything of the landing page below the first screen, in SPEC 1's order. Loaded as its own chunk right
 * after the hero renders, so the first screen needs only the shell's code.
 */
export function LandingSections() {
  return (
    <>
      <HowItWorks />
      {/* The blocks whose lists arrive from the API after the app starts: never the browser's scroll anchor
          (decision 305). Anchored in them, a visitor typing in the contact form below saw it pushed down by
          every list that arrived above it; anchored below them, the browser keeps the form where it is. */}
      <div className="[overflow-anchor:none]">
        <StatsStrip />
        <FeaturedServices />
        <FleetCarousel />
        <ReviewsCarousel />
        <LatestPosts />
      </div>
      <ContactSection />
    </>
  );
}
