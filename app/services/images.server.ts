import fs from 'node:fs'
import path from 'node:path'

const EXTENSIONS = ['avif', 'webp', 'jpg', 'jpeg', 'png', 'svg'] as const
const SLOT = /^\/(cars|slides|tours|brand)\/([a-z0-9-]+)$/

/**
 * Finds the file behind an image URL such as /images/cars/toyota-innova: the owner's photo
 * in the images folder wins over the built-in artwork, whatever its format (docs/images.md).
 */
export function resolveImage(urlPath: string, dirs: { owner: string; builtIn: string }): string | undefined {
  const m = SLOT.exec(urlPath)
  if (!m) return undefined
  const [, folder, base] = m as unknown as [string, string, string]
  for (const dir of [dirs.owner, dirs.builtIn]) {
    for (const ext of EXTENSIONS) {
      const file = path.join(dir, folder, `${base}.${ext}`)
      if (fs.existsSync(file)) return file
    }
  }
  return undefined
}
