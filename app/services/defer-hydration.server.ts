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
 *
 * Hydration now ends after the load event, and a person may act first. Typed text stays in
 * the fields (forms adopt it, app/components/use-typed-values.ts). Taps on controls that only
 * work with JavaScript are held and replayed once React owns them; see BOOT_SCRIPT.
 */
export function deferHydration(nonce: string | undefined): Transform {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : ''
  const start = `<script${nonceAttr}>${BOOT_SCRIPT}</script>`
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

/**
 * Starts the parked module script after the first paint, and until React has hydrated holds
 * clicks (keyboard activation included) on what only works with JavaScript: buttons that do
 * not submit a form, submit buttons of forms marked data-hold-submit (their plain post loses
 * what was typed), and popup or disclosure controls (aria-haspopup/-expanded/-controls). The
 * last three are replayed when the App's effect calls __yatriHydrated, each once React has
 * hydrated it (a lazy part hydrates later); a menu trigger gets the pointerdown Radix opens
 * on. After 8 s without hydration the hold ends and held taps replay natively, so links and
 * forms still work if a script failed. Links without a popup are never held.
 */
const BOOT_SCRIPT = `(function(){var s=document.getElementById('${BOOT_ID}');if(!s)return;
var held=[],until=Date.now()+8000,started=false;
function ready(e){return Object.keys(e).some(function(k){return k.indexOf('__reactProps$')===0})}
function late(){return Date.now()>until}
document.addEventListener('click',function(ev){if(late()||ev.button||ev.ctrlKey||ev.metaKey||ev.shiftKey)return;var t=ev.target,e=t&&t.closest&&t.closest('button,[aria-haspopup],[aria-expanded],[aria-controls]');
if(!e||e.disabled||ready(e))return;if(e.tagName==='BUTTON'&&e.type==='submit'&&e.form&&!e.form.hasAttribute('data-hold-submit'))return;
ev.preventDefault();ev.stopImmediatePropagation();if(held.indexOf(e)<0)held.push(e);if(held.length>3)held.shift();if(started)setTimeout(replay,50)},true);
function fire(e){if(e.getAttribute('aria-haspopup')==='menu')e.dispatchEvent(new PointerEvent('pointerdown',{bubbles:true,cancelable:true,button:0,isPrimary:true,pointerType:'mouse'}));e.click()}
function replay(){held=held.filter(function(e){if(!e.isConnected)return false;if(!ready(e)&&!late())return true;fire(e);return false});if(held.length)setTimeout(replay,50)}
window.__yatriHydrated=function(){if(!started){started=true;setTimeout(replay,0)}};setTimeout(replay,8100);
function go(){var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;document.head.appendChild(m)}
requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()`.replace(/\n/g, '')
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /<script((?:(?!\btype=)[^>])*) type="module" async="">([^<]*)<\/script>/g

/** Where an opened but not yet closed module script starts, or the end of the text. */
function openScriptStart(text: string): number {
  const at = text.lastIndexOf('type="module"')
  if (at === -1) return text.length
  const open = text.lastIndexOf('<script', at)
  return text.indexOf('</script>', at) === -1 && open !== -1 ? open : text.length
}
