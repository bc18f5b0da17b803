// The ten built-in reviews (docs/product.md §Reviews), shown before the live ones.

export type Review = { id: string; name: string; message: string }

export const builtinReviews: readonly Review[] = [
  {
    id: 'builtin-1',
    name: 'Priya Deshmukh',
    message: 'Booked the Innova Crysta for our Ashtavinayak yatra. Santosh bhau knew every temple timing and never once rushed my parents. Spotless car.',
  },
  {
    id: 'builtin-2',
    name: 'Rahul Kulkarni',
    message: 'Flight landed in Pune at 2 a.m. and the driver was already waiting with a name board. Smooth, quiet ride home. Will book again.',
  },
  {
    id: 'builtin-3',
    name: 'Ananya Iyer',
    message: 'Took the Dzire for a Mahabaleshwar weekend. Clean car, strong AC, and the driver happily stopped at a farm so we could pick strawberries.',
  },
  {
    id: 'builtin-4',
    name: 'Sandeep Patil',
    message: 'Tempo Traveller for eleven of us to Lonavala in the rains. Careful driving on the ghat, comfortable seats, and the kids loved the music system.',
  },
  {
    id: 'builtin-5',
    name: 'Meera Joshi',
    message: 'Our Char Dham trip was planned beautifully. Harish ji was patient on the hill roads and helped my 72-year-old mother at every stop.',
  },
  {
    id: 'builtin-6',
    name: 'Imran Shaikh',
    message: 'Needed an Ertiga at short notice for a family wedding in Satara. Booking was confirmed within the hour and the car came ten minutes early.',
  },
  {
    id: 'builtin-7',
    name: 'Kavita Nair',
    message: 'Did Bhimashankar, Trimbakeshwar and Grishneshwar in four days without a single hassle. Early starts for darshan were all planned for us.',
  },
  {
    id: 'builtin-8',
    name: 'Vikram Rathore',
    message: 'The Tavera fit six adults and all our bags easily. Honest driver, no detours, and he knew the best dhabas on the Nashik highway.',
  },
  {
    id: 'builtin-9',
    name: 'Sneha Gaikwad',
    message: 'Matheran day trip with college friends. Dropped at Dasturi in the morning, and the driver waited patiently till we came back at sunset.',
  },
  {
    id: 'builtin-10',
    name: 'Arjun Mehta',
    message: 'Booking online took two minutes. Saputara trip was relaxed, the Innova was in excellent condition and the driver was polite throughout.',
  },
]
