import { PageIntro, titleFromSlug } from '../../../app/PageIntro.tsx';

export default function RestaurantDetailPage({ id }: { id: string }) {
  return <PageIntro title={titleFromSlug(id)} intro="Menu, hours, and reservations." />;
}
