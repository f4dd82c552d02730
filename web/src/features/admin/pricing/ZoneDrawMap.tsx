import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cornersOf, withCorner, withoutLastCorner } from './zone-corners';
import type { ZoneMapHandle } from './zoneMapView';

type Status = 'loading' | 'ready' | 'failed';

/**
 * Drawing a polygon zone on the map (issue 17 point 9, decision 176): a click adds a corner, "Undo last
 * corner" and "Clear" take them back. It edits the corners' text through `onChange`, the textarea beside
 * it staying the source of truth and the keyboard's way in. maplibre is imported on demand (neither the
 * admin chunk nor the landing page carries it); without WebGL the form goes on with a short note.
 */
export function ZoneDrawMap({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<ZoneMapHandle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const corners = useMemo(() => cornersOf(text), [text]);
  // The map's click handler is made once: it reads the text and the callback as they are now.
  const latest = useRef({ text, onChange, corners });
  useEffect(() => {
    latest.current = { text, onChange, corners };
  });

  useEffect(() => {
    let cancelled = false;
    const fail = (reason: unknown) => {
      console.warn('[zone map] unavailable', reason);
      if (!cancelled) setStatus('failed');
    };
    import('./zoneMapView')
      .then(({ createZoneMap, webglAvailable }) => {
        if (cancelled || !container.current) return;
        if (!webglAvailable()) return fail(new Error('WebGL is not available'));
        handle.current = createZoneMap(container.current, {
          corner: (corner) => latest.current.onChange(withCorner(latest.current.text, corner)),
          ready: () => {
            if (!cancelled) setStatus('ready');
          },
          fail,
        });
        handle.current.show(latest.current.corners);
      })
      .catch(fail);
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    handle.current?.show(corners);
  }, [corners]);

  return (
    <div className="grid gap-2">
      {/* Without a map, a one-line note instead of an empty box: the textarea below is the way in. */}
      {status === 'failed' ? (
        <p className="rounded-md border border-white/10 px-3 py-2 text-sm text-stone-400">
          {t('fares.drawUnavailable')}
        </p>
      ) : null}
      <div
        className={
          status === 'failed'
            ? 'hidden'
            : 'relative h-72 overflow-hidden rounded-md border border-white/10 bg-ink-950 sm:h-96'
        }
      >
        <div
          ref={container}
          role="region"
          aria-label={t('fares.drawMap')}
          data-testid="zone-map"
          data-status={status}
          className="h-full w-full"
        />
        {status === 'loading' ? <div className="skeleton absolute inset-0" aria-hidden="true" /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {status === 'ready' ? <p className="mr-auto text-xs text-stone-400">{t('fares.drawHint')}</p> : null}
        <button
          type="button"
          disabled={corners.length === 0}
          onClick={() => onChange(withoutLastCorner(text))}
          className="btn-outline min-h-10 px-3 text-xs disabled:opacity-50"
        >
          {t('fares.undoCorner')}
        </button>
        <button
          type="button"
          disabled={text.trim() === ''}
          onClick={() => onChange('')}
          className="btn-outline min-h-10 px-3 text-xs disabled:opacity-50"
        >
          {t('fares.clearCorners')}
        </button>
      </div>
    </div>
  );
}
