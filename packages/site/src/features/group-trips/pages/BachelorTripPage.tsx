import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function BachelorTripPage() {
  return (
    <PlaceholderPage
      title="Bachelor & Bachelorette Parties in Cabo"
      intro="Celebrations planned end to end."
    />
  );
}
