import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';
import { titleFromSlug } from '../../../lib/titleFromSlug.ts';

export default function RestaurantDetailPage({ id }: { id: string }) {
  return <PlaceholderPage title={titleFromSlug(id)} intro="Menu, hours, and reservations." />;
}
