/** The reviews feature's public API: the reviews query and the landing page's carousel. */
export { useReviews } from './api/useReviews';
export { ReviewsCarousel } from './components/ReviewsCarousel';
