import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';
import { titleFromSlug } from '../../../lib/titleFromSlug.ts';

export default function VillaDetailPage({ slug }: { slug: string }) {
  return (
    <PlaceholderPage
      title={titleFromSlug(slug)}
      intro="Gallery, amenities, reviews and booking for this villa."
    />
  );
}
