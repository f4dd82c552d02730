import type { AlertTone } from './alert-rules';

/** Whether the page may play sound: browsers block it until the user's first click or key (autoplay). */
export type SoundState = 'ready' | 'blocked' | 'unsupported';

/** What the alerts need of a sound output; injected, so tests hear nothing and count the plays. */
export interface AlertPlayer {
  state(): SoundState;
  /** Notified when `state()` changes. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** To be called from a user gesture: opens the audio output if the browser kept it closed. */
  unlock(): void;
  play(tone: AlertTone): void;
}

/** Two short notes each (Hz): a rising fifth for a new booking, a falling one for a cancellation. */
const NOTES: Record<AlertTone, readonly number[]> = { new: [880, 1318.5], cancelled: [1318.5, 880] };
const NOTE_SECONDS = 0.16;
const VOLUME = 0.2;
const LATE_MS = 1000;

type AudioContextClass = typeof AudioContext;
const audioContextClass = (): AudioContextClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

/** Whether the user has clicked or typed in this page at least once (then browsers let it play sound). */
const activated = () =>
  (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ?? false;

function chime(context: AudioContext, tone: AlertTone): void {
  const start = context.currentTime;
  NOTES[tone].forEach((frequency, index) => {
    const at = start + index * NOTE_SECONDS;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick rise and an exponential fall: a chime, not a click.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS * 1.6);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS * 1.7);
  });
}

/**
 * The alert sound, synthesised with WebAudio (no file to download): a soft sine chime of two notes. The
 * audio context opens once the user has clicked or typed in the page (signing in counts), as every
 * browser's autoplay rule allows; until then the player reports `blocked`, so the panel can say so, and
 * `unlock` (called on the next gesture) opens it. A browser that still refuses leaves it `blocked`.
 */
export function webAudioPlayer(): AlertPlayer {
  const Context = audioContextClass();
  let context: AudioContext | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const open = (): AudioContext => {
    if (!context) {
      context = new Context!();
      context.onstatechange = notify;
      notify();
    }
    return context;
  };

  return {
    state() {
      if (!Context) return 'unsupported';
      if (context) return context.state === 'running' ? 'ready' : 'blocked';
      return activated() ? 'ready' : 'blocked';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    unlock() {
      if (!Context) return;
      const output = open();
      if (output.state !== 'running') void output.resume().then(notify, () => undefined);
    },
    play(tone) {
      if (!Context || (!context && !activated())) return;
      const output = open();
      if (output.state === 'running') return chime(output, tone);
      // A browser may hold the resume until the next click: a chime that late would mean nothing.
      const asked = performance.now();
      void output.resume().then(
        () => performance.now() - asked < LATE_MS && chime(output, tone),
        () => undefined,
      );
    },
  };
}

let shared: AlertPlayer | null = null;
/** The tab's one player (one audio context per page is the browsers' advice). */
export const alertPlayer = (): AlertPlayer => (shared ??= webAudioPlayer());
