import { LatestPosts } from '../../blog/components/LatestPosts';
import { ContactSection } from '../../contact/components/ContactSection';
import { FleetCarousel } from '../../fleet/components/FleetCarousel';
import { ReviewsCarousel } from '../../reviews/components/ReviewsCarousel';
import { StatsStrip } from '../../stats/components/StatsStrip';
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
