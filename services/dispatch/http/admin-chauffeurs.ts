import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chauffeurFieldsSchema,
  chauffeurListSchema,
  chauffeurSchema,
  chauffeurStream,
  commandResultSchema,
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
  codedField,
  handleCommand,
  invalid,
  refusal,
  type CommandContext,
} from '@chauffeur/platform';
import { isStaffAddress } from '../../accounts/index';
import { upcomingRidesOfChauffeur } from '../../bookings/index';
import { chauffeurDecider, type ChauffeurCommand } from '../domain/chauffeur-decider';
import { inviteDriverAccount } from '../commands/invite-driver';
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
  ) =>
    handleCommand(deps.eventStore, {
      stream: chauffeurStream(chauffeurId),
      decider: chauffeurDecider,
      command,
      context: ctx,
      expectedRevision,
      now: deps.now,
    });
  /**
   * One chauffeur per e-mail: it links them to their driver account (decision 159). Checked on the read
   * model, which may lag an instant behind; a duplicate that slips through sees the first chauffeur's rides
   * only (chauffeurOfAccount), never another's.
   */
  const refuseTakenEmail = async (fields: ChauffeurFields, exceptId?: string) => {
    if (await emailTaken(deps.readStore, fields.email, exceptId)) {
      throw invalid('Another chauffeur has this e-mail', [
        { field: 'body.email', message: 'Another chauffeur has this e-mail' },
      ]);
    }
  };
  /**
   * A chauffeur's address changed to one an administrator's or dispatcher's account holds (decision 309):
   * that account keeps its role and is not invited, so the chauffeur's own account would lose their rides
   * and no one would see them. Only on a change: adding a chauffeur with a dispatcher's address is how a
   * dispatcher who also drives gets the Chauffeur role (decisions 174, 255), and a chauffeur whose address
   * stays as it was can still be edited and made inactive.
   */
  const refuseStaffEmail = async (fields: ChauffeurFields, before: string | undefined) => {
    if (fields.email === before || !(await isStaffAddress(deps.readStore, fields.email))) return;
    const coded = { code: 'chauffeur_email_is_staff' } as const;
    throw refusal('invalid', coded, { fields: [codedField('body.email', coded)] });
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
        summary: 'AddChauffeur (accepts Idempotency-Key); invites their driver account',
        security,
        headers: createHeaders,
        body: chauffeurFieldsSchema,
        response: { 201: commandResultSchema },
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
          run(
            chauffeurId,
            { type: 'AddChauffeur', chauffeurId, fields: request.body },
            { ...context(request), idempotency },
          ),
      );
      if (outcome.appended.length > 0) {
        await inviteDriverAccount(deps, { id, ...request.body }, context(request));
      }
      return reply
        .code(201)
        .header('etag', etagOf(outcome.revision))
        .send(commandResult(id, outcome, deps));
    },
  );

  api.put(
    '/chauffeurs/:id',
    {
      schema: {
        tags,
        summary: 'UpdateChauffeur (needs If-Match or expectedRevision)',
        security,
        params: idParams,
        headers: revisionHeaders,
        body: updateBody,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { expectedRevision, ...fields } = request.body;
      const revision = expectedRevisionOf(request.headers['if-match'], expectedRevision, { required: true });
      const chauffeurId = request.params.id;
      await refuseTakenEmail(fields, chauffeurId);
      const before = await findChauffeur(deps.readStore, chauffeurId);
      await refuseStaffEmail(fields, before?.email);
      // Made inactive: the rides they still hold, which the decider refuses to leave with nobody (decision 251).
      const upcomingRides = fields.active
        ? []
        : await upcomingRidesOfChauffeur(deps.readStore, chauffeurId, deps.now());
      const outcome = await run(
        chauffeurId,
        { type: 'UpdateChauffeur', chauffeurId, fields, upcomingRides },
        context(request),
        revision,
      );
      // A new e-mail is a new account to invite (the old one no longer sees the rides: decision 159).
      if (outcome.appended.length > 0 && before?.email !== fields.email) {
        await inviteDriverAccount(deps, { id: chauffeurId, ...fields }, context(request));
      }
      return reply.header('etag', etagOf(outcome.revision)).send(commandResult(chauffeurId, outcome, deps));
    },
  );
}
