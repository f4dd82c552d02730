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
      <StatsStrip />
      <FeaturedServices />
      <FleetCarousel />
      <ReviewsCarousel />
      <LatestPosts />
      <ContactSection />
    </>
  );
}
