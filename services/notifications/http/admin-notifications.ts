import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATIONS_STREAM, commandResultSchema, notificationListSchema } from '@chauffeur/contracts';
import { WrongExpectedVersion } from '@chauffeur/eventstore';
import {
  afterQuerySchema,
  awaitPosition,
  handleCommand,
  HttpProblem,
  type CommandContext,
  type PlatformDeps,
} from '@chauffeur/platform';
import { notificationsDecider, type NotificationCommand } from '../domain/notifications-decider';
import {
  listNotifications,
  notificationExists,
  unreadNotificationIds,
} from '../projections/notification-queries';
import { readerLanguage } from '../../bookings/index';
import { placesOfNotificationIn } from './notification-places';

const security = [{ bearerAuth: [] }];
const markResult = commandResultSchema
  .pick({ position: true, models: true })
  .extend({ marked: z.number().int() });

/** The admin's notifications (the bell) and their read marks. */
export const adminNotificationRoutes: FastifyPluginAsync<PlatformDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/notifications',
    {
      schema: {
        tags: ['admin: notifications'],
        security,
        querystring: afterQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['admin_notifications'], reply);
      const list = await listNotifications(deps.readStore, request.query.limit);
      const language = readerLanguage(request);
      return { ...list, items: list.items.map((item) => placesOfNotificationIn(item, language)) };
    },
  );

  // Read marks only ever add: on a concurrent mark the command is simply decided again on the new state.
  const mark = async (command: NotificationCommand, context: CommandContext) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await handleCommand(deps.eventStore, {
          stream: NOTIFICATIONS_STREAM,
          decider: notificationsDecider,
          command,
          context,
        });
        return {
          position: outcome.position.toString(),
          marked: outcome.appended.length,
          models: deps.readModelsOf(outcome.appended),
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= 5) throw error;
      }
    }
  };

  api.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['admin: notifications'],
        security,
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: markResult },
      },
    },
    async (request) => {
      if (!(await notificationExists(deps.readStore, request.params.id)))
        throw new HttpProblem(404, 'Notification not found');
      return mark(
        { type: 'MarkNotificationRead', notificationId: request.params.id },
        { actor: request.actor, requestId: request.id },
      );
    },
  );

  api.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['admin: notifications'],
        security,
        summary: "'Mark all as read'",
        response: { 200: markResult },
      },
    },
    async (request) =>
      mark(
        { type: 'MarkAllNotificationsRead', unreadIds: await unreadNotificationIds(deps.readStore) },
        { actor: request.actor, requestId: request.id },
      ),
  );
};
