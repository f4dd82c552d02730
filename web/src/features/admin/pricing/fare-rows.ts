import { zonePairKey, type Vehicle, type Zone, type ZoneFare } from '@chauffeur/contracts';
import { priceText, typedDecimal } from '../ui/decimals';

/** One row of the fares table: a zone pair and its price per model as typed ('' = by the km). */
export type FareRow = {
  key: string;
  zoneIds: [string, string];
  names: [string, string];
  prices: Record<string, string>;
  /** Added on this screen and not saved yet. */
  unsaved: boolean;
  /** The pair's revision as read, sent back as If-Match (-1: no fares yet), so no other admin's edit is lost. */
  revision: number;
};

/** The table's rows: saved pairs by their zones' names, then pairs added here. */
export function fareRows(
  fares: ZoneFare[],
  zones: Zone[],
  added: [string, string][],
  language = 'en',
): FareRow[] {
  const nameOf = new Map(zones.map((z) => [z.id, z.name.en]));
  const row = (
    zoneIds: [string, string],
    prices: Record<string, string>,
    unsaved: boolean,
    revision = -1,
  ): FareRow => ({
    key: zonePairKey(...zoneIds),
    zoneIds,
    names: [nameOf.get(zoneIds[0]) ?? '—', nameOf.get(zoneIds[1]) ?? '—'],
    prices,
    unsaved,
    revision,
  });
  const saved = fares
    .map((f) =>
      row(
        f.zone_ids,
        Object.fromEntries(f.prices.map((p) => [p.vehicle_id, priceText(p.price, language)])),
        false,
        f.revision,
      ),
    )
    .sort((a, b) => a.names.join().localeCompare(b.names.join()));
  const keys = new Set(saved.map((r) => r.key));
  return [
    ...saved,
    ...added.filter((ids) => !keys.has(zonePairKey(...ids))).map((ids) => row(ids, {}, true)),
  ];
}

/** The body of PUT /zone-fares from a row: the models with a price, in the table's column order. */
export const fareBody = (row: FareRow, vehicles: Vehicle[]) => ({
  zone_ids: row.zoneIds,
  prices: vehicles.flatMap((v) => {
    const text = (row.prices[v.id] ?? '').trim();
    return text === '' ? [] : [{ vehicle_id: v.id, price: typedDecimal(text) }];
  }),
});
