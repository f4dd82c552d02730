import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chauffeurFieldsSchema,
  chauffeurListSchema,
  chauffeurSavedSchema,
  chauffeurSchema,
  chauffeurStream,
  type ChauffeurFields,
} from '@chauffeur/contracts';
import {
  HttpProblem,
  afterQuerySchema,
  awaitPosition,
  commandResult,
  createOnce,
  etagOf,
  expectedRevisionOf,
  fold,
  handleCommand,
  loadedStream,
  type CommandContext,
  type LoadedStream,
} from '@chauffeur/platform';
import { upcomingRidesOfChauffeur } from '../../bookings/index';
import { chauffeurDecider, type ChauffeurCommand } from '../domain/chauffeur-decider';
import type { ChauffeurEvent } from '../events';
import { takeChauffeurAddress } from '../commands/chauffeur-address';
import { releaseChauffeurEmail, withChauffeurEmail } from '../commands/chauffeur-email-claim';
import { anotherChauffeursEmail } from '../domain/chauffeur-email-claim-decider';
import { inviteDriverAccount, type InvitationRefused } from '../commands/invite-driver';
import { emailTaken, findChauffeur, listChauffeurs } from '../projections/chauffeur-queries';
import type { DispatchDeps } from '../module';

const idParams = z.object({ id: z.uuid('must be a chauffeur id') });
const updateBody = chauffeurFieldsSchema.extend({
  expectedRevision: z.number().int().nonnegative().optional(),
});
const revisionHeaders = z.object({ 'if-match': z.string().optional() });
const createHeaders = z.object({ 'idempotency-key': z.string().optional() });
const security = [{ bearerAuth: [] }];
const tags = ['admin: chauffeurs'];

/** The command's answer, with the driver invitation's refusal when there is one (decision 324). */
const savedAnswer = <T extends object>(result: T, refused: InvitationRefused | undefined) =>
  refused ? { ...result, invitation_refused: refused } : result;

/** The chauffeurs of the admin panel (issue 17): list, add, edit (inactive instead of removed). */
export async function adminChauffeurRoutes(app: FastifyInstance, deps: DispatchDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: { actor: CommandContext['actor']; id: string }): CommandContext => ({
    actor: request.actor,
    requestId: request.id,
  });
  const run = (
    chauffeurId: string,
    command: ChauffeurCommand,
    ctx: CommandContext,
    expectedRevision?: bigint,
    loaded?: LoadedStream,
  ) =>
    handleCommand(deps.eventStore, {
      stream: chauffeurStream(chauffeurId),
      decider: chauffeurDecider,
      command,
      context: ctx,
      expectedRevision,
      loaded,
      now: deps.now,
    });
  /**
   * One chauffeur per e-mail: it links them to their driver account (decision 159). Checked on the read
   * model, which may lag an instant behind; a duplicate added that way sees the first chauffeur's rides
   * only (chauffeurOfAccount), never another's. A change of address is also checked on the write side
   * (`takeChauffeurAddress`, decision 311).
   */
  const refuseTakenEmail = async (fields: ChauffeurFields, exceptId?: string) => {
    if (await emailTaken(deps.readStore, fields.email, exceptId)) throw anotherChauffeursEmail();
  };

  api.get(
    '/chauffeurs',
    { schema: { tags, security, querystring: afterQuerySchema, response: { 200: chauffeurListSchema } } },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['chauffeurs'], reply);
      return { items: await listChauffeurs(deps.readStore) };
    },
  );

  api.get(
    '/chauffeurs/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: afterQuerySchema,
        response: { 200: chauffeurSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['chauffeurs'], reply);
      const chauffeur = await findChauffeur(deps.readStore, request.params.id);
      if (!chauffeur) throw new HttpProblem(404, 'Chauffeur not found');
      return reply.header('etag', etagOf(chauffeur.revision)).send(chauffeur);
    },
  );

  api.post(
    '/chauffeurs',
    {
      schema: {
        tags,
        summary:
          'AddChauffeur (accepts Idempotency-Key); invites their driver account (`invitation_refused` when another account was taking the address)',
        security,
        headers: createHeaders,
        body: chauffeurFieldsSchema,
        response: { 201: chauffeurSavedSchema },
      },
    },
    async (request, reply) => {
      await refuseTakenEmail(request.body);
      const { id, outcome } = await createOnce(
        deps.eventStore,
        {
          scope: 'chauffeur',
          key: request.headers['idempotency-key'],
          body: request.body,
          streamOf: chauffeurStream,
          newId: deps.newId,
        },
        (chauffeurId, idempotency) =>
          withChauffeurEmail(deps, { email: request.body.email, chauffeurId }, context(request), () =>
            run(
              chauffeurId,
              { type: 'AddChauffeur', chauffeurId, fields: request.body },
              { ...context(request), idempotency },
            ),
          ),
      );
      const refused =
        outcome.appended.length > 0
          ? await inviteDriverAccount(deps, { id, ...request.body }, context(request))
          : undefined;
      return reply
        .code(201)
        .header('etag', etagOf(outcome.revision))
        .send(savedAnswer(commandResult(id, outcome, deps), refused));
    },
  );

  api.put(
    '/chauffeurs/:id',
    {
      schema: {
        tags,
        summary:
          'UpdateChauffeur (needs If-Match or expectedRevision); a new e-mail invites its driver account (`invitation_refused` as for AddChauffeur)',
        security,
        params: idParams,
        headers: revisionHeaders,
        body: updateBody,
        response: { 200: chauffeurSavedSchema },
      },
    },
    async (request, reply) => {
      const { expectedRevision, ...fields } = request.body;
      const revision = expectedRevisionOf(request.headers['if-match'], expectedRevision, { required: true });
      const chauffeurId = request.params.id;
      await refuseTakenEmail(fields, chauffeurId);
      // Made inactive: the rides they still hold, which the decider refuses to leave with nobody (decision 251).
      const upcomingRides = fields.active
        ? []
        : await upcomingRidesOfChauffeur(deps.readStore, chauffeurId, deps.now());
      const command: ChauffeurCommand = { type: 'UpdateChauffeur', chauffeurId, fields, upcomingRides };
      // The chauffeur as their stream has it, and decided on before a new address is claimed: a stale
      // revision or a refused change (404, rides still held) leaves no claim behind.
      const loaded = loadedStream(await deps.eventStore.readStream(chauffeurStream(chauffeurId)));
      const state = fold(
        chauffeurDecider,
        loaded.events.map((event) => ({ type: event.type, data: event.data }) as ChauffeurEvent),
      );
      const before = state.status === 'known' ? state.fields.email : undefined;
      // Only a change of address is checked: adding a chauffeur with a dispatcher's address is how a
      // dispatcher who also drives gets the Chauffeur role (decisions 174, 255), and a chauffeur whose address
      // stays as it was can still be edited and made inactive (decision 309).
      const changing = loaded.last?.revision === revision && before !== fields.email;
      if (changing) chauffeurDecider.decide(command, state); // its refusals, before anything is claimed
      const save = () => run(chauffeurId, command, context(request), revision, loaded);
      let claimed: string | undefined;
      const outcome = changing
        ? await withChauffeurEmail(deps, { email: fields.email, chauffeurId }, context(request), async () => {
            claimed = await takeChauffeurAddress(deps, chauffeurId, fields.email, context(request));
            return save();
          })
        : await save();
      // A new e-mail is a new account to invite (the old one no longer sees the rides: decision 159), and the
      // old address is free for another chauffeur.
      let refused: InvitationRefused | undefined;
      if (outcome.appended.length > 0 && before !== fields.email) {
        if (before !== undefined) await releaseChauffeurEmail(deps, before, chauffeurId, context(request));
        refused = await inviteDriverAccount(deps, { id: chauffeurId, ...fields }, context(request), claimed);
      }
      return reply
        .header('etag', etagOf(outcome.revision))
        .send(savedAnswer(commandResult(chauffeurId, outcome, deps), refused));
    },
  );
}
