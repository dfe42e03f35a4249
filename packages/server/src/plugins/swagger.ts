import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AnyEndpoint } from '@platform/core';
import fp from 'fastify-plugin';
import { buildOpenApiDocument } from '../http/openapi.js';
import { endpointOfRoute } from '../http/serve.js';

export interface SwaggerOptions {
  publicUrl: string | undefined;
  apiBase: string;
  merchantApiBase: string;
}

/**
 * OpenAPI generated from the contract's rows (packages/core src/api/endpoints), listing the rows
 * this server registered through `serve()`; Swagger UI served from the npm package (works offline).
 */
export const swaggerPlugin = fp<SwaggerOptions>(
  async (app, options) => {
    const served: AnyEndpoint[] = [];
    app.addHook('onRoute', (route) => {
      const endpoint = endpointOfRoute(route);
      if (endpoint !== undefined && !served.includes(endpoint)) served.push(endpoint);
    });
    await app.register(swagger, {
      openapi: {},
      // Routes are not read one by one: the whole document comes from the rows.
      transform: ({ url }) => ({ schema: { hide: true }, url }),
      transformObject: () => buildOpenApiDocument(served, options) as never,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });
  },
  { name: 'swagger' },
);
