import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { serve } from '../http/serve.js';

const readinessTimeoutMs = 2000;

/** Liveness and readiness for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.health, async () => ({ status: 'alive' as const }));

  serve(
    app,
    endpoints.ready,
    async (request, reply) => {
      try {
        await Promise.race([
          app.database.query('select 1'),
          new Promise((_resolve, reject) =>
            setTimeout(() => reject(new Error('readiness check timed out')), readinessTimeoutMs).unref(),
          ),
        ]);
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        // Not the failure envelope: load balancers read this small body (the row's 503 answer).
        reply.code(503).send({ status: 'unavailable' as const });
        return reply;
      }
    },
    { otherResponses: { 503: z.object({ status: z.literal('unavailable') }) } },
  );
};
