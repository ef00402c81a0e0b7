import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';
import { titleFromSlug } from '../../../lib/titleFromSlug.ts';

export default function ResortDetailPage({ slug }: { slug: string }) {
  return (
    <PlaceholderPage
      title={titleFromSlug(slug)}
      intro="Rooms, amenities, reviews and an inquiry form for this resort."
    />
  );
}
