// The three home carousel slides (docs/product.md §Catalogue). `image` has no extension: the
// server serves the owner's picture with that base name when there is one, else the
// built-in SVG (see docs/images.md). The artwork keeps its left half calm for text.

export type Slide = { image: string; alt: string; heading: string; text: string }

export const slides: readonly Slide[] = [
  {
    image: '/images/slides/road-trip',
    alt: 'A car with luggage on its roof driving along a winding highway through green hills at sunrise',
    heading: 'Road trips, done right',
    text: 'Clean, air-conditioned cars and careful, experienced drivers, for a weekend away or a week on the highway.',
  },
  {
    image: '/images/slides/pilgrimage',
    alt: 'Stone steps lined with lamps leading up to a temple with a tall spire, saffron flags and festive bunting',
    heading: 'Yatras, with care',
    text: 'Ashtavinayak, Jyotirlinga and Char Dham journeys planned around darshan timings, with drivers who know the way.',
  },
  {
    image: '/images/slides/hill-station',
    alt: 'Misty, flat-topped Western Ghats hills with a waterfall plunging from a green cliff into a stream',
    heading: 'Into the Sahyadri hills',
    text: 'Mahabaleshwar, Lonavala, Matheran and Saputara: misty viewpoints and monsoon waterfalls, a short drive away.',
  },
]
