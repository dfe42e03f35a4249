import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../../http/serve.js';
import { accountsTexts } from '../accounts-texts.js';
import { deviceName } from '../device-name.js';
import { listLoginEvents } from '../login-events.js';
import { endSession, listLiveSessions } from '../session-repository.js';
import { failures } from './route-support.js';

type ListSessionsRow = typeof endpoints.listSessions;
type EndSessionRow = typeof endpoints.endSession;
type LoginActivityRow = typeof endpoints.getLoginActivity;

/** profile#security: active sessions with "end session", and the login activity. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.listSessions, listSessions);
  serve(app, endpoints.endSession, endOneSession);
  serve(app, endpoints.getLoginActivity, loginActivity);
};

async function listSessions(request: EndpointRequest<ListSessionsRow>): Promise<EndpointDetails<ListSessionsRow>> {
  const auth = authOf(request);
  const sessions = await listLiveSessions(request.server.database, auth.userId);
  return {
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
  };
}

async function endOneSession(request: EndpointRequest<EndSessionRow>): Promise<EndpointDetails<EndSessionRow>> {
  const auth = authOf(request);
  const ended = await endSession(request.server.database, {
    sessionId: request.params.id,
    userId: auth.userId,
    reason: 'ended_by_user',
  });
  if (!ended) throw failures.notFound('session', accountsTexts.en.sessionNotFound);
  return { ended: true };
}

async function loginActivity(request: EndpointRequest<LoginActivityRow>): Promise<EndpointDetails<LoginActivityRow>> {
  const auth = authOf(request);
  const { limit, before } = request.query;
  const events = await listLoginEvents(request.server.database, { userId: auth.userId, limit, before });
  const last = events.at(-1);
  return {
    events: events.map((event) => ({
      id: event.id,
      time: event.at.toISOString(),
      ip: event.ip,
      country: event.country,
      device: deviceName(event.userAgent),
      outcome: event.outcome,
    })),
    next_before: events.length === limit && last !== undefined ? last.id : null,
  };
}
