import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Calls whose first argument is a message in English: `t('…')`, `t.rich('…')`, `msg('…')`. */
const MESSAGE_CALLS = new Set(['t', 't.rich', 'msg'])

export type Found = { message: string; file: string; line: number }

function calleeName(node: ts.CallExpression): string | undefined {
  const callee = node.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) return `${callee.expression.text}.${callee.name.text}`
  return undefined
}

/** Every message the site's code names, with where it is named (used by the catalogue check and `npm run i18n:missing`). */
export function extractMessages(root: string): Found[] {
  const found: Found[] = []
  const walkDir = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (full.endsWith(path.join('i18n', 'catalogs'))) continue
        walkDir(full)
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const source = ts.createSourceFile(
          full,
          fs.readFileSync(full, 'utf8'),
          ts.ScriptTarget.Latest,
          true,
          entry.name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
        )
        const visit = (node: ts.Node) => {
          if (ts.isCallExpression(node)) {
            const name = calleeName(node)
            const first = node.arguments[0]
            if (name && MESSAGE_CALLS.has(name) && first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
              found.push({ message: first.text, file: path.relative(root, full), line: source.getLineAndCharacterOfPosition(first.getStart()).line + 1 })
            }
          }
          ts.forEachChild(node, visit)
        }
        visit(source)
      }
    }
  }
  walkDir(path.join(root, 'app'))
  return found
}

/** The `{name}` placeholders and `<tag>` names of a message, which every translation must keep. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort()
}
