import { PageIntro } from '../../../app/PageIntro.tsx';

export default function BlogIndexPage() {
  return (
    <PageIntro
      title="Cabo Travel Blog"
      intro="Local guides, luxury travel and weddings in Los Cabos."
    />
  );
}
