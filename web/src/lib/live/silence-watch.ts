/**
 * How the live streams' pages (admin panel, driver's page) tell a dead connection: the server sends a
 * `ping` event every 25 s (services/api/src/http/live-stream.ts).
 */

/** 2.5 heartbeats (the server pings every 25 s): longer without a word is a dead connection. */
export const LIVE_SILENCE_MS = 65_000;

/**
 * Calls `onSilence` when `touch` has not been called for `ms`. A phone that changes networks can leave the
 * stream open on a dead socket with no error: without this the page would look live and hear nothing.
 */
export function silenceWatch(onSilence: () => void, ms = LIVE_SILENCE_MS) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    touch: () => {
      stop();
      timer = setTimeout(onSilence, ms);
    },
    stop,
  };
}
