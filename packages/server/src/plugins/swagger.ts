import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the routes' zod schemas; Swagger UI served from the npm package (works offline). */
export const swaggerPlugin = fp<{ publicUrl: string | undefined }>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'White-label exchange, wallet and merchant payment API',
          description:
            'Every call answers the envelope of spec §7: request_status 1 with request_details, or 0 with error_message and error_code.',
          version: '0.1.0',
        },
        ...(options.publicUrl === undefined ? {} : { servers: [{ url: options.publicUrl }] }),
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });
  },
  { name: 'swagger' },
);
