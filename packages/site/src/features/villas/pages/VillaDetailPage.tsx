import { PageIntro, titleFromSlug } from '../../../app/PageIntro.tsx';

export default function VillaDetailPage({ slug }: { slug: string }) {
  return (
    <PageIntro
      title={titleFromSlug(slug)}
      intro="Gallery, amenities, reviews and booking for this villa."
    />
  );
}
