// The three home carousel slides (docs/product.md §Catalogue). `image` has no extension: the
// server serves the owner's picture with that base name when there is one, else the
// built-in SVG (see docs/images.md). The artwork keeps its left half calm for text.

import { msg } from '~/i18n/message'

// Texts are messages (app/i18n/message.ts), translated where they are shown.
export type Slide = { image: string; alt: string; heading: string; text: string }

export const slides: readonly Slide[] = [
  {
    image: '/images/slides/road-trip',
    alt: msg('A car with luggage on its roof driving along a winding highway through green hills at sunrise'),
    heading: msg('Road trips, done right'),
    text: msg('Clean, air-conditioned cars and careful, experienced drivers, for a weekend away or a week on the highway.'),
  },
  {
    image: '/images/slides/pilgrimage',
    alt: msg('Stone steps lined with lamps leading up to a temple with a tall spire, saffron flags and festive bunting'),
    heading: msg('Yatras, with care'),
    text: msg('Ashtavinayak, Jyotirlinga and Char Dham journeys planned around darshan timings, with drivers who know the way.'),
  },
  {
    image: '/images/slides/hill-station',
    alt: msg('Misty, flat-topped Western Ghats hills with a waterfall plunging from a green cliff into a stream'),
    heading: msg('Into the Sahyadri hills'),
    text: msg('Mahabaleshwar, Lonavala, Matheran and Saputara: misty viewpoints and monsoon waterfalls, a short drive away.'),
  },
]
