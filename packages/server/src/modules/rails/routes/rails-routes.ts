import type { FastifyPluginAsync } from 'fastify';
import { flowVerifyRoutes } from './verify-routes.js';
import { railsOperatorRoutes } from './operator-routes.js';
import { railsRefundRoutes } from './refund-routes.js';
import { paynetRoutes } from './paynet-routes.js';
import { sandboxPageRoutes } from './sandbox-pages.js';

export interface RailsRoutesOptions {
  testMode: boolean;
}

/** Every rails route (under the API base); the sandbox pages in test mode only. */
export const railsRoutes: FastifyPluginAsync<RailsRoutesOptions> = async (app, options) => {
  await app.register(paynetRoutes);
  await app.register(flowVerifyRoutes);
  await app.register(railsOperatorRoutes);
  await app.register(railsRefundRoutes);
  if (options.testMode) await app.register(sandboxPageRoutes);
};
