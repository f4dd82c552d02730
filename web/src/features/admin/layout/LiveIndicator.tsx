import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The header's live-updates dot and its words, and a separate status region that speaks only when the
 * connection is lost or comes back. The indicator itself is no live region: its words change from
 * "reconnecting" to "on" as each page load connects, and a screen reader read that out on every load.
 * The region exists from the first render, empty, so that its later text is announced.
 */
export function LiveIndicator({ live }: { live: boolean }) {
  const { t } = useTranslation('admin');
  const text = live ? t('common.live') : t('common.offline');
  // What the region says: nothing until the connection changes after it was first made (the first
  // connection of a page load is no news), then "reconnecting" when lost and "on" when back.
  const [seen, setSeen] = useState({ live, connectedOnce: live, changed: false });
  if (live !== seen.live)
    setSeen({ live, connectedOnce: seen.connectedOnce || live, changed: seen.connectedOnce });
  const announced = seen.changed ? text : '';
  return (
    <>
      <span title={text} className="flex items-center gap-2 text-xs text-stone-400">
        <span
          aria-hidden="true"
          className={`h-2 w-2 rounded-full ${live ? 'bg-emerald-400' : 'bg-stone-500'}`}
        />
        <span className="sr-only sm:not-sr-only">{text}</span>
      </span>
      <span role="status" className="sr-only">
        {announced}
      </span>
    </>
  );
}
