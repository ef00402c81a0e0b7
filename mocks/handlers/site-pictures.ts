import { apiPaths, type SiteMenu, type SitePictures } from '@cabo/contract';
import { siteMenu } from '@cabo/data/navigation';
import { http, HttpResponse } from 'msw';

// The site's own pictures (docs/media.md, "Site pictures"): GET /api/site-pictures/{set}.
// The mock library holds none of them, so pages in stories show their drawn files (what a
// page shows for a picture the library does not answer); a component's own stories pass
// library pictures to show the pipeline's sizes. The menu and footer (GET /api/site-menu)
// come with no pictures for the same reason.
export const sitePictures = [
  http.get(apiPaths.sitePictures, () => HttpResponse.json<SitePictures>({})),
  http.get(apiPaths.siteMenu, () => HttpResponse.json<SiteMenu>(siteMenu())),
];
