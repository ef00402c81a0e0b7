/** API paths shared by the server's router, the site's fetchers and the MSW handlers. */
export const apiPaths = {
  health: '/api/health',
} as const;
