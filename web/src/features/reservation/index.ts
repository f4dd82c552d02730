/** The reservation feature's public API: the hand-off from the home page's form to the wizard. */
export { handoffSearch } from './handoff';
/** The map style without tiles or network, for any other map of the site (the admin's zone drawing). */
export { OFFLINE_STYLE } from './map/offlineStyle';
