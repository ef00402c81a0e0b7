import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function VillasListPage() {
  return (
    <PlaceholderPage
      title="Luxury Villas in Cabo San Lucas"
      intro="Private villas with pools, ocean views and room for the whole group."
    />
  );
}
