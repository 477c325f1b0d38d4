import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reports an import that closes a cycle between source files of the tree. Built here because
 * eslint-plugin-import is not installed: the graph is read with TypeScript's import scanner and
 * resolved with Node's resolver (the same one the boundaries rules use), once per lint run.
 */

const graph = new Map();

function importsOf(file) {
  const cached = graph.get(file);
  if (cached) return cached;
  const edges = [];
  graph.set(file, edges);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return edges;
  }
  const require = createRequire(file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    const specifier = runtimeSpecifier(statement);
    const target = specifier && resolveLocal(require, specifier);
    if (target) edges.push(target);
  }
  return edges;
}

/** The module a top-level import/export loads at run time (type-only ones load nothing). */
function runtimeSpecifier(statement) {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (clause?.isTypeOnly) return null;
    const named = clause?.namedBindings;
    if (
      clause &&
      !clause.name &&
      named &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((e) => e.isTypeOnly)
    ) {
      return null;
    }
    return ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
    return ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
  }
  return null;
}

function resolveLocal(require, source) {
  if (!source.startsWith('.') && !source.startsWith('#')) return null;
  try {
    const target = require.resolve(source);
    return target.includes(`${path.sep}node_modules${path.sep}`) ? null : target;
  } catch {
    return null;
  }
}

/** Whether `from` reaches `goal` through imports. */
function reaches(from, goal, seen = new Set()) {
  if (from === goal) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  return importsOf(from).some((next) => reaches(next, goal, seen));
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between source files' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{target}} imports this file back (directly or through others).',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const require = createRequire(file);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const specifiers = node.specifiers ?? [];
      if (specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type')) return;
      const target = resolveLocal(require, node.source.value);
      if (target && reaches(target, file)) {
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { target: path.relative(context.cwd, target) },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'no-import-cycle': rule } };
