/** Test helpers for other features' tests: a fake auth server and a stored session hint. */
export { fakeAuthServer } from './testing/fake-auth-server';
export { setSessionHint } from './session/session-hint';
