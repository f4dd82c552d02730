import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeStaffRoleBodySchema,
  commandResultSchema,
  inviteStaffBodySchema,
  staffListSchema,
} from '@chauffeur/contracts';
import {
  afterQuerySchema,
  awaitPosition,
  commandResult,
  etagOf,
  expectedRevisionOf,
} from '@chauffeur/platform';
import { accountState, inviteStaff, reinviteStaff } from '../auth/invite-staff';
import { listStaff } from '../projections/staff-queries';
import type { AccountsDeps } from '../module';

const tags = ['admin: staff'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid() });
const revisionHeaders = z.object({ 'if-match': z.string().optional() });
const context = (request: FastifyRequest) => ({ actor: request.actor, requestId: request.id });

/**
 * Staff (issue 17 point 7): the list, invitations, roles and deactivation. Under /api/admin, behind its
 * guard; the permission table gives `/staff` to admins only.
 */
export async function adminStaffRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = () => app.auth.staff;

  api.get(
    '/staff',
    {
      schema: {
        tags,
        security,
        summary: 'Staff and chauffeurs by name, with their role and state',
        querystring: afterQuerySchema,
        response: { 200: staffListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['staff'], reply);
      return { items: await listStaff(deps.readStore) };
    },
  );

  api.post(
    '/staff',
    {
      schema: {
        tags,
        security,
        summary:
          'InviteStaff: e-mails a set-password link (in the embedded default, to DATA_DIR/outbox); chauffeurs are invited by /chauffeurs (422)',
        body: inviteStaffBodySchema,
        response: { 201: commandResultSchema },
      },
      config: { problems: [409, 422] },
    },
    async (request, reply) => {
      // Never a driver from here: the Chauffeurs page records the chauffeur and invites them (422).
      const sent = await inviteStaff(deps, { ...request.body, chauffeur: false }, context(request));
      return reply.code(201).send(commandResult(sent.userId, sent.outcome, deps));
    },
  );

  api.post(
    '/staff/:id/invitation',
    {
      schema: {
        tags,
        security,
        summary: 'A new set-password link for someone still invited (the earlier link stops working)',
        params,
        response: { 200: commandResultSchema },
      },
      config: { problems: [409] },
    },
    async (request) => {
      const sent = await reinviteStaff(deps, request.params.id, context(request));
      return commandResult(sent.userId, sent.outcome, deps);
    },
  );

  api.delete(
    '/staff/:id/invitation',
    {
      schema: {
        tags,
        security,
        summary:
          'WithdrawInvitation: the link stops working (answered as an expired one) and the person leaves the list; 404 for no one, 409 once the password is set',
        params,
        response: { 200: commandResultSchema },
      },
      config: { problems: [404, 409] },
    },
    async (request) => {
      const { id } = request.params;
      return commandResult(id, await staff().withdrawInvitation(id, context(request)), deps);
    },
  );

  api.put(
    '/staff/:id/role',
    {
      schema: {
        tags,
        security,
        summary:
          "ChangeRole (If-Match: the person's role_revision read; 409 when another admin changed the role since): ends the person's sessions; the last active admin keeps the role (409); driver only for a chauffeur's address (422)",
        params,
        headers: revisionHeaders,
        body: changeStaffRoleBodySchema,
        response: { 200: commandResultSchema },
      },
      config: { problems: [404, 409, 422] },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { role } = request.body;
      // The role's own revision (decision 284), not the stream's: sign-outs move that one too.
      const seen = Number(expectedRevisionOf(request.headers['if-match'], undefined, { required: true }));
      const chauffeur = role === 'driver' && (await chauffeurHasAddressOf(deps, id));
      const outcome = await staff().changeRole(id, role, chauffeur, seen, context(request));
      const roleRevision = seen + outcome.appended.filter((type) => type === 'UserRoleChanged').length;
      return reply.header('etag', etagOf(roleRevision)).send(commandResult(id, outcome, deps));
    },
  );

  for (const [action, summary] of [
    ['deactivate', 'Deactivate: cannot sign in, sessions end at once; never the last active admin (409)'],
    ['reactivate', 'Reactivate: can sign in again'],
  ] as const)
    api.post(
      `/staff/:id/${action}`,
      {
        schema: { tags, security, summary, params, response: { 200: commandResultSchema } },
        config: { problems: [404, 409] },
      },
      async (request) => {
        const { id } = request.params;
        const outcome = await staff()[action](id, context(request));
        return commandResult(id, outcome, deps);
      },
    );
}

/**
 * Whether a chauffeur has this account's address (decision 255), read from the account's stream and the
 * chauffeurs' read model. That model may lag an instant behind a chauffeur just added: the role change is
 * then refused, never wrongly allowed, and works a moment later.
 */
async function chauffeurHasAddressOf(deps: AccountsDeps, userId: string): Promise<boolean> {
  const account = await accountState(deps.eventStore, userId);
  return account.status !== 'none' && (await deps.isChauffeurAddress(account.email));
}
