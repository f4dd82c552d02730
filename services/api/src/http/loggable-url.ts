/**
 * The URL as the request log may keep it: no bearer secret a reader of the log could use.
 * - `?ticket=`: the live stream's one-minute ticket (issue 13).
 * - `?token=`: invitation and password-reset links sent before decision 260 (today's carry theirs in the
 *   fragment, never sent); a logged one would open the account for an hour.
 * - the manage link's token in the path (`/booking/<token>`, `/api/manage/<token>/…`): whoever holds it
 *   sees, changes and cancels the booking, for as long as the booking lives (decision 262).
 */
const SECRETS: readonly [RegExp, string][] = [
  [/([?&](?:ticket|token)=)[^&#]*/g, '$1[redacted]'],
  [/^(\/(?:api\/manage|booking)\/)[^/?#]+/, '$1[redacted]'],
];

export const loggableUrl = (url: string): string =>
  SECRETS.reduce((logged, [secret, replacement]) => logged.replace(secret, replacement), url);
