import { PageIntro } from '../../../app/PageIntro.tsx';

export default function HomePage() {
  return (
    <PageIntro
      title="Discover the Magic of Cabo"
      intro="Luxury resorts, private villas, ocean adventures and a concierge who knows Los Cabos."
    />
  );
}
