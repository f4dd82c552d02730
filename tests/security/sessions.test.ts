import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '@chauffeur/contracts';
import { createTestApp, type TestApp, authClient, refreshCookieOf } from '@chauffeur/api/testing';

/**
 * Issue 13, table row "signing out on the phone silently ends the admin's session on the desktop too;
 * a blog post being written was lost". Sign-out now ends the device's own session; "sign out
 * everywhere" is its own scope. (That the browser keeps the half-written post across a forced sign-out
 * is proven in Chromium: tests/e2e/session-drafts.test.ts.)
 */
describe('security: sessions (issue 13, sign-out on one device)', () => {
  let t: TestApp;
  let auth: ReturnType<typeof authClient>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    auth = authClient(t.app);
  });
  afterAll(async () => t.close());

  /** An admin account signed in on two devices. */
  const adminOnPhoneAndDesktop = async () => {
    const email = `operator${++n}@example.com`;
    const admin = await t.app.auth.accounts.register(
      { email, password: 'operator-secret', role: 'admin' },
      { actor: systemActor('test'), requestId: `admin-${n}` },
    );
    const phone = await auth.signIn(email, 'operator-secret');
    const desktop = await auth.signIn(email, 'operator-secret');
    return { admin, phone, desktop };
  };
  const savePost = (access: string, title: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: { authorization: `Bearer ${access}` },
      payload: {
        title: { en: title },
        slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        content: { en: 'Half-written on the desktop.' },
        meta_description: { en: '' },
        meta_keywords: [],
        featured_image: null,
        status: 'draft',
      },
    });
  const lastEvent = async (userId: string) => (await t.eventStore.readStream(`user-${userId}`)).at(-1);

  it("signing out on the phone leaves the desktop's session working: its post saves, it refreshes", async () => {
    const { admin, phone, desktop } = await adminOnPhoneAndDesktop();
    const out = await auth.signOut({ refresh: phone.refresh, access: phone.session.access_token });
    expect(out.statusCode).toBe(204);

    // The phone is signed out...
    expect((await auth.refresh(phone.refresh)).statusCode).toBe(401);
    expect((await auth.adminProbe(phone.session.access_token)).statusCode).toBe(401);
    // ...the desktop is not: the post being written saves, and the session renews.
    expect((await savePost(desktop.session.access_token, 'Written on the desktop')).statusCode).toBe(201);
    const renewed = await auth.refresh(desktop.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await auth.adminProbe(renewed.json().access_token)).statusCode).toBe(200);

    // The ending is on record, with who did it and which session it was.
    expect(await lastEvent(admin.id)).toMatchObject({
      type: 'SessionSignedOut',
      data: { user_id: admin.id, session_id: t.app.auth.tokens.verifyRefresh(phone.refresh)!.sid },
      metadata: { actor: { kind: 'user', id: admin.id, role: 'admin' } },
    });
  });

  it("'sign out everywhere' on the phone ends the desktop's session too, on purpose and on record", async () => {
    const { admin, phone, desktop } = await adminOnPhoneAndDesktop();
    const out = await auth.signOut({ refresh: phone.refresh, scope: 'global' });
    expect(out.statusCode).toBe(204);
    expect(refreshCookieOf(out)).toBe('');
    for (const device of [phone, desktop]) {
      expect((await auth.refresh(device.refresh)).statusCode).toBe(401);
      expect((await auth.adminProbe(device.session.access_token)).statusCode).toBe(401);
    }
    // The desktop's save is refused as a sign-in-again (the web keeps the draft and asks for one)...
    const refused = await savePost(desktop.session.access_token, 'Kept as a draft');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Authentication error. Please sign in again.');
    // ...and after signing in again the same post saves.
    const again = await auth.signIn(admin.email, 'operator-secret');
    expect((await savePost(again.session.access_token, 'Kept as a draft')).statusCode).toBe(201);
    const ended = (await t.eventStore.readStream(`user-${admin.id}`)).find((e) => e.type === 'UserSignedOut');
    expect(ended).toMatchObject({
      data: { user_id: admin.id, reason: 'sign_out' },
      metadata: { actor: { kind: 'user', id: admin.id, role: 'admin' } },
    });
  });

  it('signing out the other devices from the desktop ends the phone and keeps the desktop', async () => {
    const { phone, desktop } = await adminOnPhoneAndDesktop();
    const out = await auth.signOut({ refresh: desktop.refresh, scope: 'others' });
    expect(out.statusCode).toBe(204);
    expect((await auth.refresh(phone.refresh)).statusCode).toBe(401);
    expect((await auth.adminProbe(desktop.session.access_token)).statusCode).toBe(200);
    expect((await auth.refresh(desktop.refresh)).statusCode).toBe(200);
  });

  it('a phone token, once signed out, cannot sign out everywhere later (it names no live session)', async () => {
    const { phone, desktop } = await adminOnPhoneAndDesktop();
    // The default scope is the session the token names; it never reaches another device's session.
    expect((await auth.signOut({ access: phone.session.access_token })).statusCode).toBe(204);
    expect((await auth.signOut({ access: phone.session.access_token, scope: 'global' })).statusCode).toBe(
      204,
    );
    expect((await auth.refresh(desktop.refresh)).statusCode).toBe(200);
  });
});
