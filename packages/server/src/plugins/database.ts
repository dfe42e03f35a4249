import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Shares one Database; the app owns it and closes it last when the app closes. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, options) => {
    app.decorate('database', options.database);
    app.addHook('onClose', async () => {
      await options.database.close();
    });
  },
  { name: 'database' },
);
