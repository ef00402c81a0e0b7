import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function ResortsListPage() {
  return (
    <PlaceholderPage
      title="Luxury Resorts in Cabo San Lucas"
      intro="Beachfront and oceanfront resorts from Cabo San Lucas to San José del Cabo."
    />
  );
}
