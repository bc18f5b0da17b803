import { Transform } from 'node:stream'

/**
 * Holds the page's scripts back until the browser has painted the page once.
 *
 * React Router puts a modulepreload hint for every script in the head and a module script
 * that imports them at the end of the body. On a slow phone network those ~110 kB compete
 * with the document for the first round trips, and the first paint waits (Lighthouse counts
 * them against LCP). Here the hints are dropped and the module script is parked as inert text;
 * a small nonced script starts it two frames after the first paint. Hydration then runs as
 * before, one frame later; a page read without JavaScript is unchanged.
 */
export function deferHydration(nonce: string | undefined): Transform {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : ''
  const start =
    `<script${nonceAttr}>(function(){var s=document.getElementById('${BOOT_ID}');if(!s)return;` +
    `function go(){var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;document.head.appendChild(m)}` +
    `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()</script>`
  let carry = ''
  const rewrite = (html: string) =>
    html
      .replace(MODULEPRELOAD, '')
      .replace(MODULE_SCRIPT, (_all, attrs: string, body: string) => `<script${attrs} type="text/x-yatri-boot" id="${BOOT_ID}">${body}</script>${start}`)
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + chunk.toString('utf8')
      // A tag (or the module script, whose text has no '<') may be cut between chunks: keep
      // everything from the last unfinished '<' for the next chunk.
      const lastOpen = text.lastIndexOf('<')
      const cut = lastOpen !== -1 && text.indexOf('>', lastOpen) === -1 ? lastOpen : openScriptStart(text)
      carry = text.slice(cut)
      done(null, rewrite(text.slice(0, cut)))
    },
    flush(done) {
      done(null, rewrite(carry))
    },
  })
}

const BOOT_ID = 'yatri-boot'
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /<script((?:(?!\btype=)[^>])*) type="module" async="">([^<]*)<\/script>/g

/** Where an opened but not yet closed module script starts, or the end of the text. */
function openScriptStart(text: string): number {
  const at = text.lastIndexOf('type="module"')
  if (at === -1) return text.length
  const open = text.lastIndexOf('<script', at)
  return text.indexOf('</script>', at) === -1 && open !== -1 ? open : text.length
}
