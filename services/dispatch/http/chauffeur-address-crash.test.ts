import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemActor } from '@chauffeur/contracts';
import { useCrashingApp } from '@chauffeur/api/testing';
import { withChauffeurEmail } from '../commands/chauffeur-email-claim';
import { addChauffeur, chauffeurBody } from './test-helpers';

const MINUTE = 60_000;

/**
 * Decision 327: a chauffeur's address is claimed before they are added or saved with it, so a process that
 * dies between the two appends leaves a claim whose chauffeur never got the address. It is theirs to save
 * again at once, and another chauffeur's once it has stood for 2 minutes (a save still in flight before that).
 */
describe('an address claimed by a save that never happened (the process died in between)', () => {
  const app = useCrashingApp({ beforeEach, afterEach });

  const changeEmail = (id: string, email: string, name: string, revision = 0) =>
    app.t.app.inject({
      method: 'PUT',
      url: `/api/admin/chauffeurs/${id}`,
      headers: { ...app.t.adminHeaders(), 'if-match': `"${revision}"` },
      payload: chauffeurBody({ email, name }),
    });
  const add = (name: string, email: string) =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/admin/chauffeurs',
      headers: app.t.adminHeaders(),
      payload: chauffeurBody({ name, email }),
    });
  const anotherChauffeurHasIt = [{ field: 'body.email', message: 'Another chauffeur has this e-mail' }];

  it('given an add that died after claiming the address, then another chauffeur is refused it for 2 minutes and added with it after', async () => {
    app.crash.crashAt('chauffeur-');
    expect((await add('Karim Benali', 'lost@example.be')).statusCode).toBe(500);
    app.crash.restart();

    const meanwhile = await add('Anna de Smet', 'lost@example.be');
    expect(meanwhile.statusCode, meanwhile.body).toBe(400);
    expect(meanwhile.json().errors).toEqual(anotherChauffeurHasIt);

    app.advance(2 * MINUTE);
    const later = await add('Anna de Smet', 'lost@example.be');
    expect(later.statusCode, later.body).toBe(201);
    // Claimed over, the address is Anna's like any other: the next chauffeur is refused it.
    const third = await add('Jan Claes', 'lost@example.be');
    expect(third.json().errors).toEqual(anotherChauffeurHasIt);
  });

  it('given an abandoned claim, when two chauffeurs are added with the address at the same moment, then one is added and the other refused', async () => {
    app.crash.crashAt('chauffeur-');
    expect((await add('Karim Benali', 'lost@example.be')).statusCode).toBe(500);
    app.crash.restart();
    app.advance(2 * MINUTE);

    const answers = await Promise.all([
      add('Anna de Smet', 'lost@example.be'),
      add('Jan Claes', 'lost@example.be'),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json().errors).toEqual(anotherChauffeurHasIt);
  });

  it('given a change that died after claiming the new address, then another chauffeur is refused it for 2 minutes and may take it after', async () => {
    const karim = await addChauffeur(app.t);
    const anna = await addChauffeur(app.t, { name: 'Anna de Smet', email: 'anna@example.be' });
    app.crash.crashAt(`chauffeur-${karim}`);
    expect((await changeEmail(karim, 'lost@example.be', 'Karim Benali')).statusCode).toBe(500);
    app.crash.restart();

    const meanwhile = await changeEmail(anna, 'lost@example.be', 'Anna de Smet');
    expect(meanwhile.statusCode, meanwhile.body).toBe(400);
    expect(meanwhile.json().errors).toEqual(anotherChauffeurHasIt);
    app.advance(2 * MINUTE);
    const later = await changeEmail(anna, 'lost@example.be', 'Anna de Smet');
    expect(later.statusCode, later.body).toBe(200);
    const karimAgain = await changeEmail(karim, 'lost@example.be', 'Karim Benali');
    expect(karimAgain.json().errors).toEqual(anotherChauffeurHasIt);
  });

  it('given a change that died after claiming the new address, when the same chauffeur saves it again at once, then it is saved', async () => {
    const karim = await addChauffeur(app.t);
    app.crash.crashAt(`chauffeur-${karim}`);
    expect((await changeEmail(karim, 'lost@example.be', 'Karim Benali')).statusCode).toBe(500);
    app.crash.restart();

    const again = await changeEmail(karim, 'lost@example.be', 'Karim Benali');

    expect(again.statusCode, again.body).toBe(200);
  });

  it('given a chauffeur who has the address, then their claim is never taken over on the write side, however old', async () => {
    await addChauffeur(app.t, { email: 'kept@example.be' });
    app.advance(60 * MINUTE);
    const context = { actor: systemActor('test'), requestId: 'test-claim' };
    const deps = { eventStore: app.t.eventStore, now: () => app.now() };

    // The claim alone, without the read model's check that the route makes first.
    const claimed = withChauffeurEmail(
      deps,
      { email: 'kept@example.be', chauffeurId: randomUUID() },
      context,
      () => Promise.resolve({ appended: [], revision: 0n, position: 0n }),
    );

    await expect(claimed).rejects.toThrow('Another chauffeur has this e-mail');
  });
});
