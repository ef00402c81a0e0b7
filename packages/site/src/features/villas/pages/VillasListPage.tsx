import { PageIntro } from '../../../app/PageIntro.tsx';

export default function VillasListPage() {
  return (
    <PageIntro
      title="Luxury Villas in Cabo San Lucas"
      intro="Private villas with pools, ocean views and room for the whole group."
    />
  );
}
