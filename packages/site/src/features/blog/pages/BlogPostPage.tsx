import { PageIntro, titleFromSlug } from '../../../app/PageIntro.tsx';

export default function BlogPostPage({ slug }: { slug: string }) {
  return <PageIntro title={titleFromSlug(slug)} intro="An article from our local guides." />;
}
