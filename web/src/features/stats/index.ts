/** The stats feature's public API: the landing page's figures. */
export { StatsStrip } from './components/StatsStrip';
