import type { Catalogue } from '../catalogue'

// Messages of this part of the site, by their English text (docs/i18n-glossary.md fixes the recurring terms).
export default {
  hi: {},
  mr: {},
} satisfies Catalogue
