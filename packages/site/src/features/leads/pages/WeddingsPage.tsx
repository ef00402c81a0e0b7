import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function WeddingsPage() {
  return (
    <PlaceholderPage
      title="Weddings in Cabo"
      intro="Beach ceremonies and receptions, planned with you."
    />
  );
}
