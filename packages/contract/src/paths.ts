/** API paths shared by the server's router, the site's fetchers and the MSW handlers. */
export const apiPaths = {
  health: '/api/health',
  resorts: '/api/resorts',
  resort: '/api/resorts/:slug',
  villas: '/api/villas',
  villa: '/api/villas/:slug',
  adventures: '/api/adventures',
  adventure: '/api/adventures/:slug',
  blog: '/api/blog',
  blogPost: '/api/blog/:slug',
  restaurants: '/api/restaurants',
  restaurant: '/api/restaurants/:id',
  events: '/api/events',
  leads: '/api/leads',
  guideSubmissions: '/api/guide-submissions',
  bookings: '/api/bookings',
  resortInquiries: '/api/resort-inquiries',
  villaBookings: '/api/villa-bookings',
} as const;

/** Fills `:name` segments, e.g. `apiPath(apiPaths.resort, { slug: 'casa-dorada' })`. */
export function apiPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
