import type { Messages } from './message'

/** One part of the site's messages in each language but English, which is the messages' own text. */
export type Catalogue = { hi: Messages; mr: Messages }
