import { msg } from '~/i18n/message'

// The fixed fleet (docs/product.md §Catalogue). `name` and `info` are exactly its table;
// `longName` is the home booking dialog's car-type list, same order.
// `image` has no extension: the server serves the owner's photo with that base
// name when there is one, else the built-in SVG (see docs/images.md).

export type Car = {
  id: number
  slug: string
  name: string
  longName: string
  info: string
  seats: number
  image: string
  alt: string
}

const CAR_DATA = [
  {
    id: 1,
    slug: 'toyota-innova',
    name: 'Toyota Innova',
    longName: 'Toyota Innova',
    info: msg('7-seater, Dual Airbags, AC, Music System'),
    seats: 7,
    image: '/images/cars/toyota-innova',
    alt: msg('Toyota Innova, a roomy seven-seat MPV with roof rails'),
  },
  {
    id: 2,
    slug: 'innova-crysta',
    name: 'Innova Crysta',
    longName: 'Toyota Innova Crysta',
    info: msg('7-seater, Dual Airbags, Automatic AC, Premium Music System'),
    seats: 7,
    image: '/images/cars/innova-crysta',
    alt: msg('Toyota Innova Crysta, a premium seven-seat MPV with chrome trim and alloy wheels'),
  },
  {
    id: 3,
    slug: 'swift-dzire',
    name: 'Swift Dzire',
    longName: 'Maruti Suzuki Swift Dzire',
    info: msg('5-seater, Dual Airbags, AC, Touchscreen Music System'),
    seats: 5,
    image: '/images/cars/swift-dzire',
    alt: msg('Maruti Suzuki Swift Dzire, a compact five-seat sedan with a short boot'),
  },
  {
    id: 4,
    slug: 'maruti-ertiga',
    name: 'Maruti Ertiga',
    longName: 'Maruti Suzuki Ertiga',
    info: msg('7-seater, Dual Airbags, Rear AC, Bluetooth Music System'),
    seats: 7,
    image: '/images/cars/maruti-ertiga',
    alt: msg('Maruti Suzuki Ertiga, a compact seven-seat family MPV'),
  },
  {
    id: 5,
    slug: 'gm-tavera',
    name: 'GM Tavera',
    longName: 'General Motors Tavera',
    info: msg('9-seater, AC, Spacious Interior, Music System'),
    seats: 9,
    image: '/images/cars/gm-tavera',
    alt: msg('Chevrolet Tavera, a tall, boxy nine-seat SUV with roof rails'),
  },
  {
    id: 6,
    slug: 'tempo-traveller',
    name: 'Tempo Traveller',
    longName: 'Tempo Travel',
    info: msg('12-seater, Powerful AC, Comfortable Seating, Music System'),
    seats: 12,
    image: '/images/cars/tempo-traveller',
    alt: msg('Force Tempo Traveller, a long high-roof twelve-seat van with a roof luggage rack'),
  },
] as const satisfies readonly Car[]

export const cars: readonly Car[] = CAR_DATA

/** One of the six names in the home booking dialog's car-type list. */
export type CarTypeName = (typeof CAR_DATA)[number]['longName']

/** The home booking dialog's car-type list, in the catalogue order. */
export const carTypeNames: readonly CarTypeName[] = CAR_DATA.map((c) => c.longName)

/** Looks a car up by its long (car-type list) name, e.g. "Maruti Suzuki Swift Dzire". Exact match. */
export function findCarByLongName(name: string): Car | undefined {
  return cars.find((c) => c.longName === name)
}

/** Looks a car up by its short (car card) name, e.g. "Swift Dzire". Exact match. */
export function findCarByName(name: string): Car | undefined {
  return cars.find((c) => c.name === name)
}
