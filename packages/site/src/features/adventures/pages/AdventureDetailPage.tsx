import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';
import { titleFromSlug } from '../../../lib/titleFromSlug.ts';

export default function AdventureDetailPage({ slug }: { slug: string }) {
  return (
    <PlaceholderPage
      title={titleFromSlug(slug)}
      intro="Everything about this adventure, and a booking request."
    />
  );
}
