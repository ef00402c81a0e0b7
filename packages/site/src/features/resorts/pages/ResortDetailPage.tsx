import { PageIntro, titleFromSlug } from '../../../app/PageIntro.tsx';

export default function ResortDetailPage({ slug }: { slug: string }) {
  return (
    <PageIntro
      title={titleFromSlug(slug)}
      intro="Rooms, amenities, reviews and an inquiry form for this resort."
    />
  );
}
