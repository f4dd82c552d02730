/** The blog feature's public API: the landing page's latest posts. */
export { LatestPosts } from './components/LatestPosts';
