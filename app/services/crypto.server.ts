import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto'

// Parsing the hex key on every booking showed in profiles; there is one key per process.
const keys = new Map<string, KeyObject>()
function keyFor(keyHex: string): KeyObject {
  let key = keys.get(keyHex)
  if (!key) {
    key = createSecretKey(Buffer.from(keyHex, 'hex'))
    keys.set(keyHex, key)
  }
  return key
}

/**
 * AES-256-GCM for Aadhaar numbers at rest (docs/product.md §Aadhaar). The key lives in
 * DATA_DIR/secrets.json, never in the database, so a leaked database file reveals nothing.
 * Stored form: v1.<iv>.<tag>.<ciphertext>, all base64url.
 */
export function encryptSecret(plain: string, keyHex: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(keyHex), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.')
}

export function decryptSecret(stored: string, keyHex: string): string {
  const [version, iv, tag, data] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unrecognised ciphertext')
  const decipher = createDecipheriv('aes-256-gcm', keyFor(keyHex), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}
