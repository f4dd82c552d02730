import { useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Svg } from '../../../components/ui/icons';
import type { AlertPlayer } from './alert-sound';
import { useAlertSettings } from './alert-settings';

const SpeakerIcon = ({ muted }: { muted: boolean }) => (
  <Svg>
    <path d="M4 9v6h4l5 4V5L8 9H4z" />
    {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
  </Svg>
);

/**
 * The top bar's alert sound switch (issue 17 point 8): on by default, a click mutes it. While the browser
 * still blocks sound (no click in the page yet, autoplay rule) it says so, and a click opens the sound.
 */
export function SoundToggle({ player }: { player: AlertPlayer }) {
  const { t } = useTranslation('admin');
  const muted = useAlertSettings((state) => state.muted);
  const setMuted = useAlertSettings((state) => state.setMuted);
  const state = useSyncExternalStore(player.subscribe, player.state);
  const blocked = !muted && state === 'blocked';
  const hintId = useId();
  // Whether the press began while sound was blocked: that same press opens the sound (the panel's gesture
  // listener, useAdminAlerts.ts, runs after this one), and its click must not then read as "mute".
  const pressedWhileBlocked = useRef<boolean | null>(null);
  if (state === 'unsupported') return null;

  const onPress = () => {
    pressedWhileBlocked.current = blocked;
  };
  const onClick = () => {
    const wasBlocked = pressedWhileBlocked.current ?? blocked;
    pressedWhileBlocked.current = null;
    if (muted) {
      setMuted(false);
      player.unlock();
    } else if (wasBlocked) player.unlock();
    else setMuted(true);
  };
  const hint = muted ? t('alerts.soundOff') : blocked ? t('alerts.soundBlocked') : t('alerts.soundOn');

  return (
    <button
      type="button"
      aria-pressed={!muted}
      // The visible "Sound blocked" is part of the name (label in name, WCAG 2.5.3).
      aria-label={blocked ? `${t('alerts.sound')} (${t('alerts.blocked')})` : t('alerts.sound')}
      aria-describedby={hintId}
      title={hint}
      onPointerDown={onPress}
      onKeyDown={onPress}
      onClick={onClick}
      data-sound={muted ? 'muted' : state}
      className="relative flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2 text-stone-200 hover:bg-white/10"
    >
      <SpeakerIcon muted={muted} />
      {blocked ? (
        <>
          <span
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 h-2 w-2 rounded-full bg-amber-400 sm:hidden"
          />
          <span aria-hidden="true" className="hidden text-xs font-semibold text-amber-300 sm:inline">
            {t('alerts.blocked')}
          </span>
        </>
      ) : null}
      <span id={hintId} className="sr-only">
        {hint}
      </span>
    </button>
  );
}
