// The catalogue source data in one import; each module can also be imported on its own.
export * from './types.ts';
export * from './brand.ts';
export * from './resorts.ts';
export * from './villas.csv.ts';
export * from './villas.ts';
export * from './adventures.ts';
export * from './blog-posts.ts';
export * from './restaurants.ts';
export * from './restaurants-list.ts';
export * from './events.ts';
export * from './real-estate.ts';
export * from './guide-cards.ts';
export * from './home.ts';
export * from './landing.ts';
export * from './guide.ts';
