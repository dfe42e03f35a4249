import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { cacheControlFor } from './cache-control.js';

export interface StaticApp {
  name: 'members-app' | 'widget' | 'checkout' | 'sdk';
  /** URL prefix, ending with a slash. */
  base: string;
  /** Absolute path of the built files. */
  root: string;
  /** Unknown HTML paths under the base get the app's index.html (client-side routing). */
  singlePage: boolean;
  /** When set, only these paths under the base are served (the rest of dist/ is not for browsers). */
  onlyFiles?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    staticApps: StaticApp[];
  }
}

const appLayout: Omit<StaticApp, 'root'>[] = [
  { name: 'members-app', base: '/', singlePage: true },
  { name: 'widget', base: '/widget/', singlePage: true },
  { name: 'checkout', base: '/flow/', singlePage: true },
  // The script-tag loader only: packages/sdk/dist/npm/ is the npm module, published, not served.
  { name: 'sdk', base: '/sdk/', singlePage: false, onlyFiles: ['/v1.js'] },
];

/** The URL bases of the static file routes (the compression plugin leaves their files as built). */
export const staticAppBases: readonly string[] = appLayout.map((layout) => layout.base);

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** Serves `<appsDir>/<app>/dist` for each built app; a missing build is a warning, not a crash. */
export const staticAppsPlugin = fp<{ appsDir: string }>(
  async (app, options) => {
    const mounted: StaticApp[] = [];
    for (const layout of appLayout) {
      const root = join(options.appsDir, layout.name, 'dist');
      if (!isDirectory(root)) {
        app.log.warn(
          { app: layout.name, root },
          `${layout.name} is not built (no ${root}); ${layout.base} is not served`,
        );
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: layout.base,
        decorateReply: false,
        cacheControl: false,
        etag: true,
        lastModified: true,
        serveDotFiles: false,
        redirect: true,
        // The build writes a brotli and a gzip twin of each compressible file (scripts/precompress.mjs):
        // sent as they are when the browser accepts them, with `Vary: Accept-Encoding`; the plain
        // file otherwise (and for files too small to have twins).
        preCompressed: true,
        // Page paths, `/` included, go to the SPA fallback so one place decides their status.
        index: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlFor(filePath));
        },
        ...(layout.onlyFiles === undefined
          ? {}
          : { allowedPath: (pathName: string) => layout.onlyFiles?.includes(pathName) === true }),
      });
      mounted.push({ ...layout, root });
    }
    app.decorate('staticApps', mounted);
  },
  { name: 'static-apps' },
);
