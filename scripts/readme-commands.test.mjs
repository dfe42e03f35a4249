import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './workspace.mjs';

const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The scripts an `npm run` in this file means: an example's own, else the repository's. */
function scriptsFor(file) {
  const example = relative(root, file).match(/^examples\/([^/]+)\//);
  if (example === null) return packageJson.scripts;
  return JSON.parse(readFileSync(join(root, 'examples', example[1], 'package.json'), 'utf8')).scripts ?? {};
}

/** Every Markdown file of ours (not node_modules, not build output). */
function markdownFiles(folder = root) {
  const files = [];
  for (const entry of readdirSync(folder)) {
    if (['node_modules', 'dist', '.git', 'data', 'test-results'].includes(entry)) continue;
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) files.push(...markdownFiles(path));
    else if (entry.endsWith('.md')) files.push(path);
  }
  return files;
}

/** The commands written in code spans and code blocks of a Markdown text, one per line. */
function commandsIn(text) {
  const commands = [];
  for (const match of text.matchAll(/`([^`\n]+)`/g)) commands.push(match[1].trim());
  for (const block of text.matchAll(/```(?:sh|bash)?\n([\s\S]*?)```/g)) {
    for (const line of block[1].split('\n')) if (line.trim() !== '') commands.push(line.trim());
  }
  for (const line of text.split('\n')) if (/^ {4}\S/.test(line)) commands.push(line.trim());
  return commands;
}

describe('the commands the READMEs give work on a fresh machine', () => {
  const files = markdownFiles();

  it('never start with a bare pnpm (not installed on a fresh machine)', () => {
    const bare = [];
    for (const file of files) {
      for (const command of commandsIn(readFileSync(file, 'utf8'))) {
        // `VAR=value pnpm …` counts too.
        if (/^(?:[A-Z_]+=\S+\s+)*pnpm\s/.test(command)) bare.push(`${relative(root, file)}: ${command}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('name scripts that package.json has (`npm run X`)', () => {
    const unknown = [];
    for (const file of files) {
      for (const command of commandsIn(readFileSync(file, 'utf8'))) {
        for (const match of command.matchAll(/(?:^|&&\s*|;\s*|\s)npm run ([\w:-]+)/g)) {
          if (scriptsFor(file)[match[1]] === undefined) unknown.push(`${relative(root, file)}: ${command}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('the package.json scripts call pnpm only through scripts/pnpm.mjs', () => {
    const direct = Object.entries(packageJson.scripts).filter(([, script]) => /(^|&&\s*)pnpm\s/.test(script));
    expect(direct).toEqual([]);
  });
});
