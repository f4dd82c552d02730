/**
 * How the one API client learns about the session without importing the auth feature (lib must not
 * depend on features): the auth feature registers these at start-up.
 */
export interface AuthHandlers {
  /** The current access token, or null when nobody is signed in. */
  accessToken(): string | null;
  /** Renews the session (single-flight); resolves to the new access token, or null when it is over. */
  renew(): Promise<string | null>;
}

let handlers: AuthHandlers | null = null;

export function setAuthHandlers(next: AuthHandlers | null): void {
  handlers = next;
}

export const authHandlers = (): AuthHandlers | null => handlers;
