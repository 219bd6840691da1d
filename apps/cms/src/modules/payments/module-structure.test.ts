import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The payments folder's shape (docs/architecture): `model.ts` holds the types and constants and imports
 * nothing but the shared pure rules (@steady/contracts); the other modules depend on each other one way only, `import type` included (a cycle held apart
 * by type imports still ties the modules together); no module is over 400 lines.
 */
const dir = __dirname;
const modules = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const source = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** The folder's own modules a module imports (value, type and re-exports alike). */
const localImports = (file: string): string[] =>
  ts
    .preProcessFile(source(file), true, true)
    .importedFiles.map((i) => i.fileName)
    .filter((name) => name.startsWith('./'))
    .map((name) => {
      const base = name.slice(2);
      return fs.existsSync(path.join(dir, `${base}.ts`)) ? `${base}.ts` : `${base}/index.ts`;
    });

const graph = new Map(modules.map((m) => [m, localImports(m)]));

/** Every import cycle, each as the path that closes it. */
const cycles = (): string[][] => {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (m: string, trail: string[]) => {
    const at = trail.indexOf(m);
    if (at >= 0) return void found.push([...trail.slice(at), m]);
    if (done.has(m)) return;
    for (const next of graph.get(m) ?? []) visit(next, [...trail, m]);
    done.add(m);
  };
  for (const m of modules) visit(m, []);
  return found;
};

describe('payments modules', () => {
  it('finds the imports it checks (the check itself works)', () => {
    expect(graph.get('service.ts')).toContain('context.ts');
    expect(modules.length).toBeGreaterThan(10);
  });

  it('has a model that imports nothing but the shared rules', () => {
    const imported = ts.preProcessFile(source('model.ts'), true, true).importedFiles.map((i) => i.fileName);
    expect(imported.filter((name) => name !== '@steady/contracts')).toEqual([]);
  });

  it('has no import cycle, counting type imports', () => {
    expect(cycles()).toEqual([]);
  });

  it('has no module over 400 lines', () => {
    const long = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => ({ f, lines: source(f).replace(/\n$/, '').split('\n').length }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});
