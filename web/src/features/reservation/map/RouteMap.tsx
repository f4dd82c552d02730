import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import type { RouteMapHandle, RouteView } from './mapView';

type Status = 'loading' | 'ready' | 'failed';

/**
 * The trip's map beside the wizard. maplibre-gl is imported here on demand, so neither the landing page
 * nor the wizard's first paint waits for it; without WebGL, or if the library fails, the wizard goes on
 * with a short note instead of the map. Its library (the site's heaviest) is fetched only once the map
 * is on screen or has a place to show: a phone, where the map sits below the form, does not pay for it
 * before the visitor gets there.
 */
export function RouteMap({ styleUrl, view }: { styleUrl: string | null | undefined; view: RouteView }) {
  const { t } = useTranslation();
  // The places' names are drawn in the visitor's language: a new language draws the map again.
  const language = currentLanguage();
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<RouteMapHandle | null>(null);
  const latest = useRef(view);
  const [status, setStatus] = useState<Status>('loading');
  // Once wanted, for good: clearing the places later keeps the map.
  const [wanted, setWanted] = useState(false);
  // The view the map shows once it loads (after an await): kept current after each render, not during it.
  useEffect(() => {
    latest.current = view;
  });
  if (!wanted && (view.pickup ?? view.destination)) setWanted(true);

  useEffect(() => {
    const element = container.current;
    if (wanted || !element) return;
    // No way to tell when it is on screen (an old browser): want it now. The check needs the browser,
    // which the pre-rendering on the server does not have, so it cannot move into the render.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (typeof IntersectionObserver === 'undefined') return setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (styleUrl === undefined || !wanted || !container.current) return;
    let cancelled = false;
    const fail = (reason: unknown) => {
      console.warn('[map] unavailable', reason);
      if (!cancelled) setStatus('failed');
    };
    import('./mapView')
      .then(({ createRouteMap, webglAvailable }) => {
        if (cancelled || !container.current) return;
        if (!webglAvailable()) return fail(new Error('WebGL is not available'));
        handle.current = createRouteMap(container.current, styleUrl, language, fail);
        handle.current.show(latest.current);
        setStatus('ready');
      })
      .catch(fail);
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [styleUrl, wanted, language]);

  useEffect(() => {
    handle.current?.show(view);
  }, [view]);

  return (
    <div className="relative h-64 overflow-hidden rounded-md border border-white/10 bg-ink-900 sm:h-80 lg:h-full lg:min-h-[32rem]">
      <div
        ref={container}
        role="region"
        aria-label={t('wizard.map')}
        data-testid="route-map"
        data-status={status}
        className={`h-full w-full ${status === 'failed' ? 'hidden' : ''}`}
      />
      {status === 'loading' ? <div className="skeleton absolute inset-0" aria-hidden="true" /> : null}
      {status === 'failed' ? (
        <p className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-stone-400">
          {t('wizard.mapUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
