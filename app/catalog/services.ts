// The nine tour services (docs/product.md §Catalogue), in its order. No prices or fees anywhere.
// `image` has no extension: the server serves the owner's photo with that base name
// when there is one, else the built-in SVG (see docs/images.md).

import { msg } from '~/i18n/message'

// Descriptions, extra information and alt texts are messages too, translated where shown.
export type TourService = {
  slug: string
  title: string
  description: string
  extraInfo: string
  image: string
  alt: string
}

export const services: readonly TourService[] = [
  {
    slug: 'char-dham',
    title: msg('Char Dham Tirtha Shetra'),
    description: msg(
      'The yatra of a lifetime to the four Himalayan abodes: Yamunotri, Gangotri, Kedarnath and Badrinath. We plan the days around road conditions and darshan timings, with a driver who knows the Garhwal hill roads. The last stretch to Kedarnath and Yamunotri is a trek, on foot, by pony or by palki, and the Uttarakhand yatra registration must be done before you set off.',
    ),
    extraInfo: msg('Starts and ends at Haridwar or Dehradun · 10–12 days · May to June and September to October'),
    image: '/images/tours/char-dham',
    alt: msg('A stone Himalayan shrine with saffron flags below snow-capped peaks, a mountain river beside the path'),
  },
  {
    slug: 'jyotirlinga',
    title: msg('12 Jyotirlinga'),
    description: msg(
      'Visit the twelve jyotirlingas of Lord Shiva in comfortable stages: begin close to home with Bhimashankar, Trimbakeshwar and Grishneshwar, then travel on to Ujjain and Omkareshwar, Somnath and Nageshwar, Kashi, Kedarnath, Deoghar, Srisailam and Rameswaram. We plan early starts for abhishek and aarti, and unhurried rest stops for elders.',
    ),
    extraInfo: msg('Maharashtra circuit 4–5 days from Pune · longer routes planned on request · best October to March'),
    image: '/images/tours/jyotirlinga',
    alt: msg('A black stone Shiva lingam with marigold garland and a trishul, a temple spire and crescent moon behind'),
  },
  {
    slug: 'ashtavinayak',
    title: msg('Ashtavinayak'),
    description: msg(
      'The eight swayambhu Ganesh temples of Maharashtra, in the traditional order: Morgaon, Siddhatek, Pali, Mahad, Theur, Lenyadri, Ozar and Ranjangaon, ending again at Morgaon. Our drivers know the temple timings and the quieter roads between them, so the yatra never feels rushed. Lenyadri is reached by a climb of about 300 steps.',
    ),
    extraInfo: msg('Pick-up from Pune or Mumbai · 2–3 days · all year, busiest around Sankashti and Ganesh Chaturthi'),
    image: '/images/tours/ashtavinayak',
    alt: msg('A Maharashtrian Ganesh temple with a tall stone deepmal lamp tower, saffron flags and a marigold toran'),
  },
  {
    slug: 'dev-darshan',
    title: msg('Dev Darshan'),
    description: msg(
      'A darshan tour built around your family: Shirdi and Shani Shingnapur, Pandharpur, Tuljapur, Kolhapur’s Mahalakshmi, Jejuri, Alandi and Dehu, or any temple town you have in mind. Tell us the temples and your dates, and we plan the order, the halts and the early starts for aarti.',
    ),
    extraInfo: msg('Day trips or 2–5 days · pick-up from your doorstep · all year'),
    image: '/images/tours/dev-darshan',
    alt: msg('A riverside temple town with temple spires, colourful houses, bathing ghats, boats and floating diyas'),
  },
  {
    slug: 'saputara',
    title: msg('Saputara'),
    description: msg(
      'Gujarat’s best-loved hill station, on the Sahyadri crest just past Nashik. Go boating on Saputara Lake, watch the sun go down over the Dang forests from Sunset Point and see the Gira waterfalls near Waghai. Green and misty in the monsoon, cool and clear in winter.',
    ),
    extraInfo: msg('Pick-up from Pune, Mumbai or Nashik · 2–3 days · best July to February'),
    image: '/images/tours/saputara',
    alt: msg('Canopied boats on Saputara Lake, green hills and a setting sun behind'),
  },
  {
    slug: 'mahabaleshwar',
    title: msg('Mahabaleshwar'),
    description: msg(
      'The classic Sahyadri hill station, about 120 km from Pune. Look out over the deep valleys from Arthur’s Seat and Kate’s Point, go boating on Venna Lake and pick strawberries fresh from the fields. Add Panchgani’s Table Land and Pratapgad fort on the way.',
    ),
    extraInfo: msg('Day trip or 2–3 days from Pune or Mumbai · best October to June · strawberries December to March'),
    image: '/images/tours/mahabaleshwar',
    alt: msg('Rows of strawberry plants on red earth, a basket of strawberries and a railed valley viewpoint at sunset'),
  },
  {
    slug: 'lonavala',
    title: msg('Lonavala'),
    description: msg(
      'The monsoon favourite on the old Bhor Ghat between Mumbai and Pune. Watch the clouds roll through the valley at Tiger’s Point, see the rock-cut Karla and Bhaja caves and Lohagad fort, and take home a box of chikki. From June to September every hillside runs with waterfalls.',
    ),
    extraInfo: msg('Day trip from Pune or Mumbai · best June to February'),
    image: '/images/tours/lonavala',
    alt: msg('A train crossing a stone viaduct into a tunnel through green monsoon hills with waterfalls and rain'),
  },
  {
    slug: 'matheran',
    title: msg('Matheran'),
    description: msg(
      'A car-free hill station on a forested ridge above Neral. We drive you to the Dasturi car park, or to Neral for the toy train, and you carry on by foot, horse or the toy train shuttle along red-earth paths to Panorama Point, Echo Point and Charlotte Lake. The toy train from Neral usually pauses in the heaviest monsoon months.',
    ),
    extraInfo: msg('Day trip or overnight from Pune or Mumbai · best October to May'),
    image: '/images/tours/matheran',
    alt: msg('The Matheran toy train with red coaches running along a red-earth ledge through a forest'),
  },
  {
    slug: 'satara',
    title: msg('Satara'),
    description: msg(
      'Satara is the gateway to the Kaas Plateau, where the monsoon paints the hills pink, purple and yellow with wildflowers. Pair it with Thoseghar waterfall, the Chalkewadi windmills, Sajjangad and Ajinkyatara fort. Kaas entry is by timed pass in the flowering season, so book yours early.',
    ),
    extraInfo: msg('Day trip or 2 days from Pune · Kaas blooms late August to early October'),
    image: '/images/tours/satara',
    alt: msg('A hilltop fort above the Kaas Plateau carpeted with pink, purple and yellow wildflowers, windmills on the ridge'),
  },
]
