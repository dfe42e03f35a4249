import { ok } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceName } from '../device-name.js';
import { listLoginEvents, loginOutcomes } from '../login-events.js';
import { endSession, listLiveSessions } from '../session-repository.js';
import { authOf, failureResponses, failures, successSchema } from './route-support.js';
import { accountsTexts } from '../accounts-texts.js';

export const maxLoginActivityPageSize = 100;

const sessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string(),
  country: z.string().nullable(),
  device: z.string(),
  current: z.boolean(),
});

const loginEventSchema = z.object({
  id: z.string(),
  time: z.string(),
  ip: z.string(),
  country: z.string().nullable(),
  device: z.string(),
  outcome: z.enum(loginOutcomes),
});

/** profile#security: active sessions with "end session", and the login activity. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/sessions',
    {
      schema: {
        summary: "The user's active sessions (one per user; the current one is marked)",
        tags: ['users'],
        response: { 200: successSchema(z.object({ sessions: z.array(sessionSchema) })), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const sessions = await listLiveSessions(app.database, auth.userId);
      return ok({
        sessions: sessions.map((session) => ({
          id: session.id,
          created_at: session.createdAt.toISOString(),
          last_seen_at: session.lastSeenAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
          ip: session.ip,
          country: session.country,
          device: deviceName(session.userAgent),
          current: session.id === auth.sessionId,
        })),
      });
    },
  );

  app.delete(
    '/users/sessions/:id',
    {
      schema: {
        summary: 'Ends one of your sessions ("end session"); ending the current one signs you out',
        tags: ['users'],
        params: z.object({ id: z.string().regex(/^ses_[a-z0-9]{1,60}$/, { message: 'must be a session id (ses_…)' }) }),
        response: { 200: successSchema(z.object({ ended: z.literal(true) })), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const ended = await endSession(app.database, {
        sessionId: request.params.id,
        userId: auth.userId,
        reason: 'ended_by_user',
      });
      if (!ended) throw failures.notFound('session', accountsTexts.en.sessionNotFound);
      return ok({ ended: true as const });
    },
  );

  app.get(
    '/users/loginActivity',
    {
      schema: {
        summary: 'Login activity: time, IP, country, device and outcome, newest first',
        description: `Paged: limit (default 20, at most ${maxLoginActivityPageSize}); pass next_before of a page as before for the next one.`,
        tags: ['users'],
        querystring: z.strictObject({
          limit: z.coerce.number().int().min(1).max(maxLoginActivityPageSize).default(20),
          before: z
            .string()
            .regex(/^[0-9]{1,18}$/, { message: 'must be an id of this list' })
            .optional(),
        }),
        response: {
          200: successSchema(z.object({ events: z.array(loginEventSchema), next_before: z.string().nullable() })),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const { limit, before } = request.query;
      const events = await listLoginEvents(app.database, { userId: auth.userId, limit, before });
      const last = events.at(-1);
      return ok({
        events: events.map((event) => ({
          id: event.id,
          time: event.at.toISOString(),
          ip: event.ip,
          country: event.country,
          device: deviceName(event.userAgent),
          outcome: event.outcome,
        })),
        next_before: events.length === limit && last !== undefined ? last.id : null,
      });
    },
  );
};
