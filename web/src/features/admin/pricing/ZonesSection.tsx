import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Zone } from '@chauffeur/contracts';
import { toast } from '../../../lib/toast';
import { useFormat } from '../../../lib/useFormat';
import { adminCommand } from '../api/admin-client';
import { refreshAfterCommand } from '../api/read-models';
import { ConfirmButton } from '../ui/ConfirmButton';
import { EmptyState } from '../ui/States';
import { ZoneForm } from './ZoneForm';
import { zoneSize } from './zone-form';
import type { ZonePlaces } from './zone-place';

/** The zones with their shape and size; one form at a time adds or edits a zone above the list. */
export function ZonesSection({ zones, places }: { zones: Zone[]; places: ZonePlaces }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const format = useFormat();
  // 'new', a zone's id, or nothing open.
  const [editing, setEditing] = useState<string | null>(null);

  const remove = async (zone: Zone) => {
    try {
      const result = await adminCommand('DELETE', `/zones/${zone.id}`, { revision: zone.revision });
      await refreshAfterCommand(client, result, 'pricing');
      toast.success(t('fares.zoneRemoved'));
    } catch {
      toast.error(t('fares.removeFailed'));
    }
  };

  return (
    <section aria-labelledby="zones-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="zones-title" className="font-display text-2xl font-semibold text-ivory">
          {t('fares.zones')}
        </h2>
        <button type="button" onClick={() => setEditing('new')} className="btn-gold min-h-10 px-4 text-xs">
          {t('fares.addZone')}
        </button>
      </div>
      {editing === 'new' ? <ZoneForm places={places} onDone={() => setEditing(null)} /> : null}
      {zones.length === 0 ? (
        <EmptyState text={t('fares.noZones')} />
      ) : (
        <ul className="divide-y divide-white/10 rounded-md border border-white/10 bg-ink-900">
          {zones.map((zone) => (
            <li key={zone.id} className="p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ivory">{zone.name.en}</p>
                  <p className="text-xs text-stone-400">
                    {t(`fares.${zone.shape.kind}`)} ·{' '}
                    {zoneSize(zone, t, format.language, places.zonePlaceName)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    onClick={() => setEditing(zone.id)}
                    aria-label={t('fares.editZone', { name: zone.name.en })}
                    className="rounded-sm border border-white/20 px-3 py-1.5 text-xs text-stone-200 hover:bg-white/5"
                  >
                    {t('fares.edit')}
                  </button>
                  <ConfirmButton
                    label={t('fares.remove')}
                    question={t('fares.removeConfirm', { name: zone.name.en })}
                    onConfirm={() => void remove(zone)}
                  />
                </div>
              </div>
              {editing === zone.id ? (
                <div className="mt-4">
                  <ZoneForm zone={zone} places={places} onDone={() => setEditing(null)} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
