/**
 * Parts of the booking wizard another feature's page may show, imported lazily (issue 18: the route map on
 * a booking's manage page). An entry of its own, apart from index.ts and pages.ts, which the landing page
 * loads: nothing here ever weighs on the landing page's budget. The map's texts come with it.
 */
import './i18n/register';

export { RouteMap } from './map/RouteMap';
