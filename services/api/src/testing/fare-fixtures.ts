import type { ModelFare } from '@chauffeur/contracts';
import { DEMO_ZONE_IDS } from '../seed/demo-fares';
import type { TestApp } from './test-app';

export { DEMO_ZONE_IDS };
/** The demo's Brussels centre ↔ Brussels Airport pair (GRAND_PLACE and AIRPORT fall in it). */
export const CENTRE_AIRPORT: [string, string] = [DEMO_ZONE_IDS.brusselsCentre, DEMO_ZONE_IDS.brusselsAirport];

/**
 * The revision of a pair's fares as the admin's table reads it (-1: the pair has none), for `If-Match`.
 */
export async function zoneFareRevision(t: TestApp, zoneIds: [string, string]): Promise<string> {
  await t.runner.waitUntilCaughtUp(5000);
  const list = await t.app.inject({ url: '/api/admin/zone-fares', headers: t.adminHeaders() });
  const fare = list
    .json<{ items: { zone_ids: string[]; revision: number }[] }>()
    .items.find((f) => zoneIds.every((id) => f.zone_ids.includes(id)));
  return `"${fare?.revision ?? -1}"`;
}

/** Sets a zone pair's fixed fares as the admin does, and waits until the quote reads them. */
export async function setZoneFares(t: TestApp, zoneIds: [string, string], prices: ModelFare[]) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/zone-fares',
    headers: { ...t.adminHeaders(), 'if-match': await zoneFareRevision(t, zoneIds) },
    payload: { zone_ids: zoneIds, prices },
  });
  if (response.statusCode !== 200) throw new Error(`setting fares failed: ${response.body}`);
  await t.runner.waitUntilCaughtUp(5000);
  return response.json<{ position: string }>();
}

/**
 * Removes the demo's centre ↔ airport fixed fares, so GRAND_PLACE → AIRPORT goes by the km (SPEC 9) again:
 * for the tests about the price per km.
 */
export async function withoutCentreAirportFares(t: TestApp) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/zone-fares/${CENTRE_AIRPORT[0]}/${CENTRE_AIRPORT[1]}`,
    headers: { ...t.adminHeaders(), 'if-match': await zoneFareRevision(t, CENTRE_AIRPORT) },
  });
  if (response.statusCode !== 200) throw new Error(`removing fares failed: ${response.body}`);
  await t.runner.waitUntilCaughtUp(5000);
}
