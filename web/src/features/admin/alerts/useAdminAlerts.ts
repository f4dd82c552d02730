import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminNotification } from '@chauffeur/contracts';
import { adminPath } from '../../../lib/paths';
import { useToastStore } from '../../../lib/toast';
import { useAuthStore } from '../../auth';
import { AlertTracker, toneOf } from './alert-rules';
import type { AlertPlayer } from './alert-sound';
import { useAlertSettings } from './alert-settings';
import { useTitleCount } from './title-count';

/** Long enough to be read by an operator who looks up from the phone. */
const ALERT_TOAST_MS = 15_000;

/**
 * What tells that the admin has looked at the panel (decision 127): the tab coming back into view or
 * focus, or a click or key inside it. Until one of them, the tab's title counts the alerts.
 */
const LOOK_EVENTS = {
  window: ['focus', 'pointerdown', 'keydown'],
  document: ['visibilitychange'],
} as const;

function useLooked(active: boolean, onLook: () => void): void {
  useEffect(() => {
    if (!active) return;
    const look = (event: Event) => {
      // Captured at the window, an element's focus passes here too: one the app gives (a page's heading
      // once it loads, decision 279) is not the admin looking, and it cleared the count of a booking that
      // came meanwhile. The tab's own focus is the window's; a click or key that moves the focus counts.
      if (event.type === 'focus' && event.target instanceof Node) return;
      if (document.visibilityState === 'visible') onLook();
    };
    for (const type of LOOK_EVENTS.window) window.addEventListener(type, look, true);
    for (const type of LOOK_EVENTS.document) document.addEventListener(type, look);
    return () => {
      for (const type of LOOK_EVENTS.window) window.removeEventListener(type, look, true);
      for (const type of LOOK_EVENTS.document) document.removeEventListener(type, look);
    };
  }, [active, onLook]);
}

/** Opens the audio output on the admin's first click or key, as browsers demand (autoplay rule). */
function useUnlockOnGesture(player: AlertPlayer): void {
  const state = useSyncExternalStore(player.subscribe, player.state);
  useEffect(() => {
    if (state !== 'blocked') return;
    const unlock = () => player.unlock();
    // Bubbling, not capturing: the sound toggle sees the press first (SoundToggle.tsx).
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [player, state]);
}

/**
 * Issue 17 point 8: while the admin panel is open, a new booking or a cancellation plays a short sound
 * (unless muted), shows a toast with the booking's reference and a link to it, and counts in the tab's
 * title until the admin looks. `notifications` is the latest list the layout keeps fresh from the live
 * stream; the alerts are what each new fetch of it brings (alert-rules.ts). Returns the unseen count.
 */
export function useAdminAlerts(notifications: readonly AdminNotification[] | undefined, player: AlertPlayer) {
  const { t } = useTranslation('admin');
  const tracker = useRef(new AlertTracker());
  const [unseen, setUnseen] = useState(0);

  useEffect(() => {
    if (!notifications) return;
    const alerts = tracker.current.next(notifications, useAuthStore.getState().session?.user.id);
    const tone = toneOf(alerts);
    if (!tone) return;
    const push = useToastStore.getState().push;
    for (const alert of alerts)
      push('info', t(`alerts.${alert.kind}`, { reference: alert.reference }), ALERT_TOAST_MS, {
        to: adminPath('booking', alert.bookingId),
        label: t('alerts.open'),
      });
    // The setting is read when the alert comes, not subscribed to: muting must not replay anything.
    if (!useAlertSettings.getState().muted) player.play(tone);
    setUnseen((count) => count + alerts.length);
    // Only a new list brings alerts; the language changing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notifications, player]);

  const looked = useCallback(() => setUnseen(0), []);
  useLooked(unseen > 0, looked);
  useUnlockOnGesture(player);
  useTitleCount(unseen);
  return unseen;
}
