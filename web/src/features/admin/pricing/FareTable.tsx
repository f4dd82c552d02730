import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import {
  zoneFareFieldsSchema,
  zonePairKey,
  type Vehicle,
  type Zone,
  type ZoneFare,
} from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminCommand } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { refreshAfterCommand } from '../api/read-models';
import { ConfirmButton } from '../ui/ConfirmButton';
import { inputClass } from '../ui/Field';
import { issueMessages } from '../ui/form-errors';
import { isStaleRevision } from '../ui/stale-revision';
import { AddPairForm } from './AddPairForm';
import { fareBody, fareRows, type FareRow } from './fare-rows';
import { useFormat } from '../../../lib/useFormat';

type Messages = Record<string, string>;

/** A price issue's path (`prices.2.price`) names the model of that entry of the body. */
const vehicleOfIssue = (path: readonly PropertyKey[], body: ReturnType<typeof fareBody>) =>
  path[0] === 'prices' && typeof path[1] !== 'undefined'
    ? (body.prices[Number(path[1])]?.vehicle_id ?? 'row')
    : 'row';

/**
 * The fixed fares: one row per zone pair, one column per vehicle model, each price editable in place and
 * saved by its row (a pair's fares are one event). An empty cell prices that model by the km.
 */
export function FareTable({
  zones,
  fares,
  vehicles,
}: {
  zones: Zone[];
  fares: ZoneFare[];
  vehicles: Vehicle[];
}) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [added, setAdded] = useState<[string, string][]>([]);
  const [edits, setEdits] = useState<Record<string, Record<string, string>>>({});
  const [errors, setErrors] = useState<Record<string, Messages>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const language = useFormat().language;
  const rows = fareRows(fares, zones, added, language).map((row) => ({
    ...row,
    prices: { ...row.prices, ...edits[row.key] },
  }));
  const pairName = (row: FareRow) => t('fares.pairName', { from: row.names[0], to: row.names[1] });
  const forget = (key: string) => {
    setEdits(({ [key]: _, ...rest }) => rest);
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  /**
   * Another admin changed the pair since it was read (409): the row shows the prices saved now, with the
   * panel's sentence, rather than this admin's edits silently replacing theirs.
   */
  const refused = async (row: FareRow) => {
    forget(row.key);
    setAdded((list) => list.filter((ids) => zonePairKey(...ids) !== row.key));
    await client.invalidateQueries({ queryKey: adminKeys.zoneFares });
    setErrors((all) => ({ ...all, [row.key]: { row: t('conflict.text') } }));
  };

  const save = async (row: FareRow) => {
    const body = fareBody(row, vehicles);
    const parsed = zoneFareFieldsSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ ...i, path: [vehicleOfIssue(i.path, body)] }));
      return setErrors({ ...errors, [row.key]: issueMessages(issues, t) });
    }
    setBusy(row.key);
    try {
      const result = await adminCommand('PUT', '/zone-fares', { body: parsed.data, revision: row.revision });
      await refreshAfterCommand(client, result, 'pricing');
      forget(row.key);
      setAdded((list) => list.filter((ids) => zonePairKey(...ids) !== row.key));
      toast.success(t('fares.faresSaved'));
    } catch (error) {
      if (isStaleRevision(error)) return refused(row);
      const messages =
        error instanceof ApiError
          ? Object.fromEntries(
              error.fieldErrors.map((f) => [
                vehicleOfIssue(f.field.replace(/^body\./, '').split('.'), body),
                f.message,
              ]),
            )
          : {};
      setErrors({ ...errors, [row.key]: messages });
      toast.error(t('fares.faresSaveFailed'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (row: FareRow) => {
    if (row.unsaved) {
      forget(row.key);
      return setAdded((list) => list.filter((ids) => zonePairKey(...ids) !== row.key));
    }
    try {
      const result = await adminCommand('DELETE', `/zone-fares/${row.zoneIds[0]}/${row.zoneIds[1]}`, {
        revision: row.revision,
      });
      await refreshAfterCommand(client, result, 'pricing');
      forget(row.key);
      toast.success(t('fares.faresRemoved'));
    } catch (error) {
      if (isStaleRevision(error)) return refused(row);
      toast.error(t('fares.faresSaveFailed'));
    }
  };

  return (
    <section aria-labelledby="fares-title" className="space-y-4">
      <div>
        <h2 id="fares-title" className="font-display text-2xl font-semibold text-ivory">
          {t('fares.table')}
        </h2>
        <p className="mt-1 text-sm text-stone-400">{t('fares.tableHint')}</p>
      </div>
      {rows.length === 0 ? <p className="text-sm text-stone-300">{t('fares.noFares')}</p> : null}
      {rows.length > 0 ? (
        // Wider than a phone: the table scrolls sideways on its own, the page does not (`relative` keeps
        // the sr-only header, absolutely placed, inside the scroller).
        <div className="relative overflow-x-auto rounded-md border border-white/10 bg-ink-900">
          <table className="w-full min-w-[36rem] text-sm">
            <thead>
              <tr className="border-b border-white/10 text-left text-xs tracking-wide text-stone-400 uppercase">
                <th scope="col" className="p-3">
                  {t('fares.pair')}
                </th>
                {vehicles.map((v) => (
                  <th key={v.id} scope="col" className="p-3">
                    {v.name}
                  </th>
                ))}
                <th scope="col" className="p-3">
                  <span className="sr-only">{t('fares.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-white/5 align-top last:border-0">
                  <th scope="row" className="p-3 text-left font-medium text-ivory">
                    {pairName(row)}
                    {row.unsaved ? (
                      <span className="block text-xs font-normal text-gold-300">{t('fares.unsaved')}</span>
                    ) : null}
                    {errors[row.key]?.row ? (
                      <span className="block text-xs font-normal text-red-300">{errors[row.key]!.row}</span>
                    ) : null}
                  </th>
                  {vehicles.map((v) => {
                    const id = `fare-${row.key}-${v.id}`;
                    const error = errors[row.key]?.[v.id];
                    return (
                      <td key={v.id} className="p-3">
                        <input
                          id={id}
                          inputMode="decimal"
                          value={row.prices[v.id] ?? ''}
                          onChange={(e) =>
                            setEdits({ ...edits, [row.key]: { ...edits[row.key], [v.id]: e.target.value } })
                          }
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') void save(row);
                          }}
                          aria-label={t('fares.priceFor', { model: v.name, pair: pairName(row) })}
                          aria-invalid={Boolean(error)}
                          aria-describedby={error ? `${id}-error` : undefined}
                          className={`${inputClass} mt-0 w-24`}
                        />
                        {error ? (
                          <p id={`${id}-error`} className="mt-1 text-xs text-red-300">
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                  <td className="p-3">
                    <div className="flex flex-wrap gap-2">
                      <BusyButton
                        busy={busy === row.key}
                        onClick={() => void save(row)}
                        aria-label={t('fares.saveRow', { pair: pairName(row) })}
                        className="btn-gold min-h-9 px-3 text-xs aria-disabled:opacity-50"
                      >
                        {t('fares.savePair')}
                      </BusyButton>
                      <ConfirmButton
                        label={t('fares.removePair')}
                        question={t('fares.removePairConfirm', { pair: pairName(row) })}
                        onConfirm={() => void remove(row)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <AddPairForm
        zones={zones}
        taken={new Set(rows.map((r) => r.key))}
        onAdd={(ids) => setAdded([...added, ids])}
      />
    </section>
  );
}
