import { PageIntro, titleFromSlug } from '../../../app/PageIntro.tsx';

export default function AdventureDetailPage({ slug }: { slug: string }) {
  return (
    <PageIntro
      title={titleFromSlug(slug)}
      intro="Everything about this adventure, and a booking request."
    />
  );
}
