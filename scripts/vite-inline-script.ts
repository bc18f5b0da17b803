import { build } from 'esbuild'
import type { Plugin } from 'vite'

const SUFFIX = '?inline-script'

/**
 * `import text from './x.ts?inline-script'` gives the module bundled and minified as the text
 * of one classic script, for an inline <script> the browser runs before any module: the boot
 * script stays a TypeScript module the type checker sees, and pages carry it at the size of
 * the hand-minified string it replaced.
 */
export function inlineScript(): Plugin {
  return {
    name: 'yatri-inline-script',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true })
      return resolved ? `${resolved.id}${SUFFIX}` : null
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null
      const result = await build({
        entryPoints: [id.slice(0, -SUFFIX.length)],
        bundle: true,
        write: false,
        metafile: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
        logLevel: 'silent',
      })
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input)
      return `export default ${JSON.stringify(result.outputFiles[0]!.text.trim())}`
    },
  }
}
