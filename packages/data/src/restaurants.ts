import { WEEKDAYS } from './restaurants-hours.ts';
import type { RestaurantSource } from './types.ts';

function sameHoursEveryDay(text: string): Record<string, string> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, text]));
}

/**
 * The 2 fixed restaurants with full detail records (docs/adventures-and-restaurants.md). The rest of the list is
 * parsed from restaurantListText (restaurants-list.ts) and numbered after these ids.
 * Phone numbers are fictional; website and booking links are data only, never fetched.
 */
export const fixedRestaurants: RestaurantSource[] = [
  {
    id: 1,
    name: 'El Farallón',
    cuisine: 'Seafood',
    priceRange: '$$$$',
    location: 'Cabo San Lucas',
    address: 'Camino del Mar 1, Pedregal, 23455 Cabo San Lucas, B.C.S.',
    description:
      'Built into the cliffs just above the Pacific surf, El Farallón serves the day’s catch by weight from an iced market display, grilled simply with Baja herbs and citrus. Come for sunset: the champagne terrace is one of the most dramatic tables in Mexico.',
    imageUrl: '/images/restaurants/el-farallon.svg',
    phone: '+52 624 555 0188',
    website: 'https://www.example.com/restaurants/el-farallon',
    openTableUrl: 'https://www.opentable.com/s?term=El%20Farallon%20Cabo%20San%20Lucas',
    latitude: 22.8715,
    longitude: -109.9259,
    features: [
      'Ocean View',
      'Sunset Terrace',
      'Champagne Bar',
      'Fresh Catch Market',
      'Valet Parking',
    ],
    menu: [
      {
        name: 'Starters',
        items: [
          {
            name: 'Chocolate Clams',
            description: 'Grilled local clams with garlic butter and chile de árbol.',
            price: '28',
          },
          {
            name: 'Yellowtail Aguachile',
            description: 'Cucumber, serrano, lime and red onion.',
            price: '32',
          },
        ],
      },
      {
        name: 'From the Market',
        items: [
          {
            name: 'Catch of the Day',
            description: 'By weight, grilled with herbs, sea salt and olive oil.',
            price: '65',
          },
          {
            name: 'Baja Spiny Lobster',
            description: 'Split and grilled, with drawn butter and tortillas.',
            price: '95',
          },
        ],
      },
      {
        name: 'Desserts',
        items: [
          {
            name: 'Churros',
            description: 'With Mexican chocolate and cajeta.',
            price: '16',
          },
        ],
      },
    ],
    hours: sameHoursEveryDay('5:30 PM - 10:00 PM'),
    availableTimeslots: ['5:30 PM', '6:00 PM', '8:30 PM', '9:00 PM'],
  },
  {
    id: 2,
    name: 'Flora’s Field Kitchen',
    cuisine: 'Contemporary Mexican',
    priceRange: '$$$',
    location: 'San José del Cabo',
    address: 'Las Animas Bajas, 23407 San José del Cabo, B.C.S.',
    description:
      'A farm-to-table kitchen on a 25-acre organic farm in the foothills of the Sierra de la Laguna. Nearly everything on the plate was picked or raised within sight of your table, and the wood-fired pizzas and Sunday brunch are local institutions.',
    imageUrl: '/images/restaurants/flora-s-field-kitchen.svg',
    phone: '+52 624 555 0121',
    website: 'https://www.example.com/restaurants/floras-field-kitchen',
    openTableUrl: 'https://www.opentable.com/s?term=Flora%20Farms%20San%20Jose%20del%20Cabo',
    latitude: 23.0653,
    longitude: -109.6725,
    features: [
      'Farm to Table',
      'Garden Seating',
      'Live Music',
      'Family Friendly',
      'Vegetarian Options',
    ],
    menu: [
      {
        name: 'Starters',
        items: [
          {
            name: 'Garden Salad',
            description: 'Leaves picked this morning, radish, herbs and farm vinaigrette.',
            price: '18',
          },
          {
            name: 'Wood-Fired Flatbread',
            description: 'Tomato, basil and house-made mozzarella.',
            price: '22',
          },
        ],
      },
      {
        name: 'Mains',
        items: [
          {
            name: 'Farm Pork Chop',
            description: 'Heritage pork, roasted squash and salsa verde.',
            price: '42',
          },
          {
            name: 'Roasted Vegetable Mole',
            description: 'Seasonal vegetables with a slow-cooked mole negro.',
            price: '30',
          },
        ],
      },
      {
        name: 'Drinks',
        items: [
          {
            name: 'Farmacy Margarita',
            description: 'Tequila, garden herbs and fresh lime.',
            price: '15',
          },
        ],
      },
    ],
    hours: {
      Monday: 'Closed',
      Tuesday: '9:00 AM - 10:00 PM',
      Wednesday: '9:00 AM - 10:00 PM',
      Thursday: '9:00 AM - 10:00 PM',
      Friday: '9:00 AM - 10:00 PM',
      Saturday: '9:00 AM - 10:00 PM',
      Sunday: '9:00 AM - 4:00 PM',
    },
    availableTimeslots: [],
  },
];
