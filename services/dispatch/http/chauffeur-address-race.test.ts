import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_CLAIM_STREAM_PREFIX, PROBLEM_TEXTS, systemActor } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { releaseChauffeurEmail } from '../commands/chauffeur-email-claim';
import { addChauffeur, chauffeurBody } from './test-helpers';

/**
 * Decision 311: a chauffeur's new e-mail is checked and taken on the write side, so neither a read model a
 * moment behind nor a request at the same moment lets it reach a staff account's address or another
 * chauffeur's.
 */
describe("a chauffeur's new e-mail, against the read models' lag and requests at the same moment", () => {
  let t: TestApp;
  /** While set, the read models wait for it before applying the next event: a projector a moment behind. */
  let lag: Promise<void> | null = null;
  let catchUp = () => {};
  /** While set, the next append to a stream of that prefix stops (before or once written) until resumed. */
  let pause: { prefix: string; before: boolean; reached: () => void; resumed: Promise<void> } | null = null;
  const pauseAt = async (stream: string, before: boolean) => {
    const paused = pause;
    if (!paused || paused.before !== before || !stream.startsWith(paused.prefix)) return;
    pause = null;
    paused.reached();
    await paused.resumed;
  };

  const lagging = (store: EventStore): EventStore =>
    Object.assign(Object.create(store) as EventStore, {
      subscribeToAll: (...[options, handler]: Parameters<EventStore['subscribeToAll']>) =>
        store.subscribeToAll(options, async (event) => {
          while (lag) await lag;
          await handler(event);
        }),
      append: async (...args: Parameters<EventStore['append']>) => {
        await pauseAt(args[0], true);
        const result = await store.append(...args);
        await pauseAt(args[0], false);
        return result;
      },
    });
  /** From now on the read models stay where they are until `catchUp()`. */
  const holdReadModels = () => {
    lag = new Promise((resolve) => {
      catchUp = () => {
        lag = null;
        resolve();
      };
    });
  };
  /** The next append to a stream of `prefix` stops there; answers when it is, and how to let it go on. */
  const stopAt = (prefix: string, before: boolean) => {
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const reached = new Promise<void>((resolve) => (pause = { prefix, before, reached: resolve, resumed }));
    return { written: reached, reached, resume };
  };
  /** The next claim of an address stops once written. */
  const stopAfterNextClaim = () => stopAt(EMAIL_CLAIM_STREAM_PREFIX, false);
  /** The chauffeur's next change stops just before it is appended. */
  const stopBeforeSaving = (chauffeurId: string) => stopAt(`chauffeur-${chauffeurId}`, true);

  beforeEach(async () => {
    t = await createTestApp({ decorateEventStore: lagging });
  });
  afterEach(async () => {
    catchUp();
    pause = null;
    await t.close();
  });

  const changeEmail = (id: string, email: string, name = 'Karim Benali', revision = 0) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/chauffeurs/${id}`,
      headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
      payload: chauffeurBody({ email, name }),
    });
  const invite = (email: string, role: 'dispatcher' | 'admin') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: t.adminHeaders(),
      payload: { email, name: 'Desk', role },
    });
  /** The chauffeurs' e-mails as their streams have them (not a read model). */
  const emailsOnStreams = async (ids: string[]) =>
    Promise.all(
      ids.map(async (id) => {
        const events = await t.eventStore.readStream(`chauffeur-${id}`);
        return (events.at(-1)?.data as { email: string }).email;
      }),
    );
  /** The accounts an address was claimed for, in order, and whether each was written (invited) since. */
  const addressAccounts = async (email: string) => {
    const hash = createHash('sha256').update(email).digest('hex');
    const claims = await t.eventStore.readStream(`${EMAIL_CLAIM_STREAM_PREFIX}${hash}`);
    const ids = [...new Set(claims.map((claim) => (claim.data as { user_id: string }).user_id))];
    return Promise.all(
      ids.map(async (id) => ({
        id,
        invited: (await t.eventStore.readStream(`user-${id}`)).some((e) => e.type === 'StaffInvited'),
      })),
    );
  };
  /** A refusal by its code, on the e-mail field too: what the chauffeur form words in the admin's language. */
  const coded = (
    code: 'chauffeur_email_is_staff' | 'chauffeur_email_being_taken' | 'chauffeurs_catching_up',
  ) => ({ code, errors: [{ field: 'body.email', code, message: PROBLEM_TEXTS[code]() }] });
  const staffRefusal = coded('chauffeur_email_is_staff');

  it('given a dispatcher invited a moment ago and read models not there yet, when a chauffeur takes the address, then it is refused', async () => {
    const karim = await addChauffeur(t);
    holdReadModels();
    expect((await invite('desk@example.be', 'dispatcher')).statusCode).toBe(201);

    const changed = await changeEmail(karim, 'Desk@example.be');

    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json()).toMatchObject(staffRefusal);
    expect(await emailsOnStreams([karim])).toEqual(['karim@example.be']);
  });

  it('given two chauffeurs changed to one new address at the same moment, then one is saved and the other refused', async () => {
    const karim = await addChauffeur(t);
    const anna = await addChauffeur(t, { name: 'Anna de Smet', email: 'anna@example.be' });
    holdReadModels();
    const paused = stopAfterNextClaim();

    // Karim's change has claimed the address and stops there; Anna's is sent and answered meanwhile.
    const first = changeEmail(karim, 'new@example.be');
    await Promise.race([paused.written, first]);
    const second = await changeEmail(anna, 'new@example.be', 'Anna de Smet');
    paused.resume();
    const answers = [(await first).statusCode, second.statusCode];

    expect(
      answers.filter((status) => status === 200),
      second.body,
    ).toHaveLength(1);
    expect([400, 409]).toContain(answers.find((status) => status !== 200));
    const emails = await emailsOnStreams([karim, anna]);
    expect(emails.filter((email) => email === 'new@example.be')).toHaveLength(1);
  });

  it('given a chauffeur changed to an address a moment ago, when another takes it before the read model has it, then they are told another chauffeur has it', async () => {
    const karim = await addChauffeur(t);
    const anna = await addChauffeur(t, { name: 'Anna de Smet', email: 'anna@example.be' });
    holdReadModels();
    expect((await changeEmail(karim, 'new@example.be')).statusCode).toBe(200);

    // The read models catch up a moment after Anna's change arrived.
    const later = setTimeout(catchUp, 300);
    const second = await changeEmail(anna, 'new@example.be', 'Anna de Smet');
    clearTimeout(later);

    expect(second.statusCode, second.body).toBe(400);
    expect(second.json().errors).toEqual([
      { field: 'body.email', message: 'Another chauffeur has this e-mail' },
    ]);
    expect(await emailsOnStreams([karim, anna])).toEqual(['new@example.be', 'anna@example.be']);
  });

  it('given a chauffeur changed to an address a moment ago, without its claim, and read models that stay behind, when another takes it, then 409 says the list is catching up', async () => {
    const karim = await addChauffeur(t);
    const anna = await addChauffeur(t, { name: 'Anna de Smet', email: 'anna@example.be' });
    holdReadModels();
    expect((await changeEmail(karim, 'new@example.be')).statusCode).toBe(200);
    // As a chauffeur saved before addresses were claimed among chauffeurs (decision 316) has none.
    const system = { actor: systemActor('test'), requestId: 'test-unclaim' };
    await releaseChauffeurEmail(
      { eventStore: t.eventStore, now: () => new Date() },
      'new@example.be',
      karim,
      system,
    );

    const second = await changeEmail(anna, 'new@example.be', 'Anna de Smet');

    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject(coded('chauffeurs_catching_up'));
    expect(await emailsOnStreams([karim, anna])).toEqual(['new@example.be', 'anna@example.be']);
  });

  it('given a staff invitation that has claimed the address but not yet written its account, when a chauffeur takes it, then the chauffeur is refused and the invitation goes through', async () => {
    const karim = await addChauffeur(t);
    holdReadModels();
    const paused = stopAfterNextClaim();

    const invitation = invite('desk@example.be', 'dispatcher');
    await Promise.race([paused.written, invitation]);
    const changed = await changeEmail(karim, 'desk@example.be');
    paused.resume();

    expect((await invitation).statusCode).toBe(201);
    // Who holds the address is not known yet: the admin saves again and is then told it is a staff account's.
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json()).toMatchObject(coded('chauffeur_email_being_taken'));
    expect(await emailsOnStreams([karim])).toEqual(['karim@example.be']);
    expect((await changeEmail(karim, 'desk@example.be')).json()).toMatchObject(staffRefusal);
  });

  it('given a chauffeur whose new address is claimed but not yet saved, when an admin invites a dispatcher with it, then the invitation is refused by its code and the chauffeur saved', async () => {
    const karim = await addChauffeur(t);
    const paused = stopAfterNextClaim();

    // Karim's change has claimed the address and stops there; the invitation is sent and answered meanwhile.
    const changed = changeEmail(karim, 'new@example.be');
    await Promise.race([paused.written, changed]);
    const invited = await invite('new@example.be', 'dispatcher');
    paused.resume();

    expect((await changed).statusCode).toBe(200);
    // Not the sign-up's uncoded 'User already registered': the Staff page words the code in four languages.
    expect(invited.statusCode, invited.body).toBe(409);
    expect(invited.json()).toMatchObject({
      code: 'invitation_address_being_taken',
      detail: PROBLEM_TEXTS.invitation_address_being_taken(),
    });
    expect(await emailsOnStreams([karim])).toEqual(['new@example.be']);
  });

  it('given a staff invitation that has claimed the address but not yet written its account, when an admin adds a chauffeur with it, then the chauffeur is added and the answer says by its code that their invitation was not sent', async () => {
    const paused = stopAfterNextClaim();

    // The dispatcher's invitation has claimed the address and stops there; the chauffeur is added meanwhile.
    const invitation = invite('desk@example.be', 'dispatcher');
    await Promise.race([paused.written, invitation]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chauffeurs',
      headers: t.adminHeaders(),
      payload: chauffeurBody({ email: 'desk@example.be' }),
    });
    paused.resume();

    expect((await invitation).statusCode).toBe(201);
    // Saved (a staff address is allowed when adding, decision 309), but no driver invitation went out: the
    // Chauffeurs page says so in the admin's language, by the code the Staff page words (decision 324).
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      invitation_refused: {
        code: 'invitation_address_being_taken',
        detail: PROBLEM_TEXTS.invitation_address_being_taken(),
      },
    });
    expect(await emailsOnStreams([added.json().id])).toEqual(['desk@example.be']);
  });

  it('given the address of a driver account invited before, when an admin adds a chauffeur with it, then the answer says nothing of an invitation (its link still works, decisions 159 and 250)', async () => {
    const former = await addChauffeur(t, { name: 'Jan Claes', email: 'former@example.be' });
    expect((await changeEmail(former, 'jan@example.be', 'Jan Claes')).statusCode).toBe(200);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chauffeurs',
      headers: t.adminHeaders(),
      payload: chauffeurBody({ email: 'former@example.be' }),
    });

    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).not.toHaveProperty('invitation_refused');
  });

  it('given an address a driver account holds, when two chauffeurs are changed to it at the same moment, then one is saved and the other told another chauffeur has it', async () => {
    // The address a chauffeur had before: their driver account keeps it (decision 159).
    const former = await addChauffeur(t, { name: 'Jan Claes', email: 'former@example.be' });
    expect((await changeEmail(former, 'jan@example.be', 'Jan Claes')).statusCode).toBe(200);
    const karim = await addChauffeur(t);
    const anna = await addChauffeur(t, { name: 'Anna de Smet', email: 'anna@example.be' });
    const paused = stopBeforeSaving(karim);

    // Karim's change has passed every check and stops just before it is saved; Anna's is answered meanwhile.
    const first = changeEmail(karim, 'former@example.be');
    await Promise.race([paused.reached, first]);
    const second = await changeEmail(anna, 'former@example.be', 'Anna de Smet');
    paused.resume();

    expect((await first).statusCode, (await first).body).toBe(200);
    expect(second.statusCode, second.body).toBe(400);
    expect(second.json().errors).toEqual([
      { field: 'body.email', message: 'Another chauffeur has this e-mail' },
    ]);
    expect(await emailsOnStreams([karim, anna])).toEqual(['former@example.be', 'anna@example.be']);
  });

  it('given two chauffeurs added with one address at the same moment, then one is added and the other refused', async () => {
    const add = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/chauffeurs',
        headers: t.adminHeaders(),
        payload: chauffeurBody({ name, email: 'twice@example.be' }),
      });
    const paused = stopAt('chauffeur-', true);

    const first = add('Karim Benali');
    await Promise.race([paused.reached, first]);
    const second = await add('Anna de Smet');
    paused.resume();

    expect([(await first).statusCode, second.statusCode]).toEqual([201, 400]);
    expect(second.json().errors).toEqual([
      { field: 'body.email', message: 'Another chauffeur has this e-mail' },
    ]);
  });

  it('given a chauffeur whose change of address was refused or who moved to another, then another chauffeur may take the address', async () => {
    const karim = await addChauffeur(t);
    const anna = await addChauffeur(t, { name: 'Anna de Smet', email: 'anna@example.be' });
    expect((await invite('desk@example.be', 'dispatcher')).statusCode).toBe(201);
    expect((await changeEmail(karim, 'desk@example.be')).statusCode).toBe(400);
    expect((await changeEmail(karim, 'karim2@example.be')).statusCode).toBe(200);

    const taken = await changeEmail(anna, 'karim@example.be', 'Anna de Smet');

    expect(taken.statusCode, taken.body).toBe(200);
    expect(await emailsOnStreams([karim, anna])).toEqual(['karim2@example.be', 'karim@example.be']);
  });

  it('given one chauffeur saved twice at the same moment with two new addresses, when the address of the save that lost is saved again, then it is saved and their driver account invited with it', async () => {
    const karim = await addChauffeur(t);
    const paused = stopAfterNextClaim();

    // The first save has claimed its address and stops there; the second (another tab) is saved meanwhile.
    const first = changeEmail(karim, 'one@example.be');
    await Promise.race([paused.written, first]);
    const second = await changeEmail(karim, 'two@example.be');
    paused.resume();
    expect([(await first).statusCode, second.statusCode]).toEqual([409, 200]);

    // The admin reloads the form and saves the first address again: the claim left is Karim's own.
    const again = await changeEmail(karim, 'one@example.be', 'Karim Benali', 1);

    expect(again.statusCode, again.body).toBe(200);
    expect(await emailsOnStreams([karim])).toEqual(['one@example.be']);
    expect(await addressAccounts('one@example.be')).toEqual([{ id: expect.any(String), invited: true }]);
  });

  it('whatever saves of one chauffeur are sent at the same moment, one is saved, each address is theirs to save after, and no other chauffeur gets theirs', async () => {
    const anna = await addChauffeur(t, { name: 'Anna de Smet', email: 'anna@example.be' });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 4 }),
        async (picks) => {
          run += 1;
          const address = (pick: number) => `r${run}-${pick}@example.be`;
          const karim = await addChauffeur(t, { email: `r${run}@example.be` });

          const answers = await Promise.all(picks.map((pick) => changeEmail(karim, address(pick))));

          const statuses = answers.map((answer) => answer.statusCode);
          expect(statuses.filter((status) => status === 200)).toHaveLength(1);
          expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
          const won = picks[statuses.indexOf(200)]!;
          expect(await emailsOnStreams([karim])).toEqual([address(won)]);
          // Karim takes each address in turn: none is left blocked by a save of his that lost.
          let revision = 1;
          for (const pick of [0, 1, 2].filter((p) => p !== won)) {
            const saved = await changeEmail(karim, address(pick), 'Karim Benali', revision);
            expect(saved.statusCode, saved.body).toBe(200);
            revision += 1;
            const taken = await changeEmail(anna, address(pick), 'Anna de Smet');
            expect(taken.statusCode, taken.body).toBe(400);
          }
          for (const pick of new Set(picks))
            expect((await addressAccounts(address(pick))).filter((account) => account.invited)).toHaveLength(
              1,
            );
        },
      ),
      { numRuns: 12 },
    );
  });
});
