import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package root, found by walking up from this file until the `migrations` folder
 * appears. The same code runs from `src/config/` (tests, tsx) and from the bundle in `dist/`,
 * so a fixed relative path would be wrong in one of them.
 */
export function findServerPackageRoot(fromUrl: string = import.meta.url): string {
  let directory = dirname(fileURLToPath(fromUrl));
  for (let depth = 0; depth < 6; depth += 1) {
    if (existsSync(join(directory, 'migrations')) && existsSync(join(directory, 'package.json'))) return directory;
    directory = dirname(directory);
  }
  throw new Error(`Could not find the server package root (with migrations/) above ${fileURLToPath(fromUrl)}`);
}

export const serverPackageRoot = findServerPackageRoot();
export const migrationsDir = join(serverPackageRoot, 'migrations');
/** The monorepo's `packages/` folder: the built apps live in `<APPS_DIR>/<app>/dist`. */
export const defaultAppsDir = resolve(serverPackageRoot, '..');
