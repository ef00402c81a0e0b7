import { apiPath, publicApiPaths, type PublicPicture, type SitePictures } from '@cabo/contract';
import type { SitePictureSet } from '@cabo/data/site-pictures';
import { useQuery } from '@tanstack/react-query';

// The site's own pictures through the media pipeline (docs/media.md, "Site pictures"): the
// data names each by its drawn file; a page names its set in its route's queries, so it
// renders with the pictures, and shows the file for any the library does not answer.

/** The query key (an API path) of a set of site pictures. */
export const sitePicturesPath = (set: SitePictureSet) =>
  apiPath(publicApiPaths.sitePictures, { set });

/** A set's pictures by the file the data names them by (undefined until they are there). */
export function useSitePictures(set: SitePictureSet): (path: string) => PublicPicture | undefined {
  const { data } = useQuery<SitePictures>({ queryKey: [sitePicturesPath(set)] });
  return (path) => data?.[path];
}
