// Rollup plugin for the browser builds: the contract's rows (packages/core/src/api/endpoints) carry
// `summary` and `description` for the OpenAPI document and `request` schemas the server validates
// with; the browser client reads neither (forms import the schemas they validate with directly), so
// they are removed from the rows' `defineEndpoint({ … })` calls before bundling. The server and the
// tests read the source, with everything.
import ts from 'typescript';

const serverOnlyProperties = new Set(['summary', 'description', 'request']);

/** The source with the server-only properties of every `defineEndpoint({…})` call removed. */
export function stripRowsForBrowsers(source, fileName = 'endpoints.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineEndpoint' &&
      node.arguments[0] !== undefined &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          serverOnlyProperties.has(property.name.text)
        ) {
          // The property, its trailing comma and the comments before it.
          let end = property.getEnd();
          if (source[end] === ',') end += 1;
          cuts.push([property.getFullStart(), end]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + result.slice(end);
  return result;
}

export function stripRowsForBrowsersPlugin() {
  return {
    name: 'strip-rows-for-browsers',
    transform(code, id) {
      if (!/[\\/]packages[\\/]core[\\/]src[\\/]api[\\/]endpoints[\\/][^\\/]+\.ts$/.test(id)) return null;
      return { code: stripRowsForBrowsers(code, id), map: null };
    },
  };
}
