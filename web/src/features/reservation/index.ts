/**
 * The reservation feature's public API: the hand-off from the home page's form to the wizard, and from a
 * customer's earlier booking (the manage page's "Book again", decision 347).
 */
export { handoffLink, handoffSearch, type BookingDraft } from './handoff';
/** The map style without tiles or network, for any other map of the site (the admin's zone drawing). */
export { OFFLINE_STYLE } from './map/offlineStyle';
