import { z } from 'zod/mini'

// zod compiles object parsers with `new Function` when it may. The site's CSP forbids eval
// (no 'unsafe-eval'), so in the browser the probe itself is a CSP violation; the plain
// parser is fast enough for forms of ten fields.
z.config({ jitless: true })

export { z }
