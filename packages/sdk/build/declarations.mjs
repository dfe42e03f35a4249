// The npm module's .d.ts files, written after the ES build. TypeScript emits one declaration file
// per SDK source; only those the entries reach are kept. `MerchantPayment` is a type import from
// @platform/core, which is not published, so payment.d.ts is generated with the shape spelled out,
// and the build fails if any kept file still refers to another package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';

function paymentDeclaration(checker, sourceFile) {
  const alias = sourceFile.statements.find(ts.isTypeAliasDeclaration);
  const type = checker.getTypeAtLocation(alias);
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;
  const members = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.typeToString(checker.getTypeOfSymbolAtLocation(property, alias), alias, flags);
    return `  ${property.name}${optional}: ${propertyType};`;
  });
  return [
    "/** The whole payment as the widget reports it (generated from the platform's MerchantPayment). */",
    `export type ${alias.name.text} = {`,
    ...members,
    '};',
    '',
  ].join('\n');
}

/**
 * @param {object} options
 * @param {string} options.packageDir packages/sdk
 * @param {string[]} options.entries absolute paths of the entry sources
 * @param {string} options.outDir where the .d.ts files go
 */
export function sdkDeclarations({ packageDir, entries, outDir }) {
  return {
    name: 'sdk-declarations',
    writeBundle() {
      const parsed = ts.getParsedCommandLineOfConfigFile(
        join(packageDir, 'tsconfig.json'),
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: (diagnostic) =>
            this.error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
        },
      );
      const program = ts.createProgram(entries, {
        ...parsed.options,
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
      });
      const problems = ts.getPreEmitDiagnostics(program);
      if (problems.length > 0) {
        this.error(
          ts.formatDiagnostics(problems, {
            ...ts.sys,
            getCanonicalFileName: (name) => name,
            getNewLine: () => '\n',
            getCurrentDirectory: ts.sys.getCurrentDirectory,
          }),
        );
      }
      const sourceDir = join(packageDir, 'src');
      const emitted = new Map();
      for (const sourceFile of program.getSourceFiles()) {
        if (!sourceFile.fileName.startsWith(`${sourceDir}/`)) continue;
        program.emit(sourceFile, (fileName, text) => emitted.set(basename(fileName), text), undefined, true);
        if (basename(sourceFile.fileName) === 'payment.ts') {
          emitted.set('payment.d.ts', paymentDeclaration(program.getTypeChecker(), sourceFile));
        }
      }
      const kept = new Map();
      const queue = entries.map((entry) => basename(entry).replace(/\.ts$/, '.d.ts'));
      while (queue.length > 0) {
        const name = queue.pop();
        if (kept.has(name)) continue;
        const text = emitted.get(name);
        if (text === undefined) this.error(`sdk-declarations: nothing emitted for ${name}`);
        if (/from '(?!\.\/)|import\(/.test(text)) {
          this.error(
            `sdk-declarations: ${name} refers to another package; the published types must stand alone:\n${text}`,
          );
        }
        kept.set(name, text);
        for (const match of text.matchAll(/from '\.\/([\w-]+)\.js'/g)) queue.push(`${match[1]}.d.ts`);
      }
      mkdirSync(outDir, { recursive: true });
      for (const [name, text] of kept) writeFileSync(join(outDir, name), text);
    },
  };
}
