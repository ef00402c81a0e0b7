// `@cabo/data`: the catalogue source data, the pure functions that turn it into contract
// entities, and the calendar arithmetic they share with the server. Every module can also
// be imported on its own as `@cabo/data/<file>` (e.g. `@cabo/data/brand`), which keeps a
// browser bundle to what it uses; `@cabo/data/navigation` is only reachable that way, since
// its `adventures` menu would clash with the adventure list.
export * from './types.ts';
export * from './brand.ts';
export * from './resorts.ts';
export * from './villas.csv.ts';
export * from './villas.ts';
export * from './villa-sample-stays.ts';
export * from './adventures.ts';
export * from './blog-posts.ts';
export * from './restaurants.ts';
export * from './restaurants-list.ts';
export * from './restaurants-hours.ts';
export * from './events.ts';
export * from './real-estate.ts';
export * from './guide-cards.ts';
export * from './home.ts';
export * from './landing.ts';
export * from './pricing.ts';
export * from './guide.ts';
export * from './calendar.ts';
export * from './parsers/csv.ts';
export * from './parsers/slugs.ts';
export * from './parsers/villa-csv.ts';
export * from './parsers/restaurant-list.ts';
export * from './parsers/adventures.ts';
export * from './catalogue.ts';
export * from './privacy-notice.ts';
export * from './art/index.ts';
export * from './search.ts';
