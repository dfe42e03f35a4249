// ESLint rule: a server module (packages/server/src/modules/<name>/) is reached from outside only
// through its index.ts, the module's public surface (ARCHITECTURE.md: a module owns its tables and
// talks to another only through its exported service functions). Production code only: tests and
// test helpers (`*.test.ts`, `testing.ts`, `testing/`) may set up fixtures through any module.
import { dirname, join, relative, sep } from 'node:path';

const modulesRoot = join('packages', 'server', 'src', 'modules');

/** The module a path lies in, and the rest of its path inside the module ('' outside any module). */
function moduleOf(path) {
  const inside = relative(modulesRoot, path);
  if (inside.startsWith('..') || inside === '') return { module: '', rest: '' };
  const [module, ...rest] = inside.split(sep);
  return { module, rest: rest.join('/') };
}

const isTestFile = (path) => /\.test\.tsx?$/.test(path) || /(^|\/)testing(\/|\.ts$)/.test(path.split(sep).join('/'));

export const serverModuleZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Reach another server module only through its index.ts' },
    messages: {
      internal:
        "'{{source}}' reaches inside the {{target}} module: import from its index.ts (add the export there if it belongs to the module's surface).",
    },
    schema: [],
  },
  create(context) {
    const file = relative(context.cwd, context.filename);
    const from = moduleOf(file);
    if (isTestFile(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(join(dirname(file), source));
      if (target.module === '' || target.module === from.module) return;
      if (target.rest === 'index.js' || target.rest === 'index.ts') return;
      context.report({ node: node.source, messageId: 'internal', data: { source, target: target.module } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
