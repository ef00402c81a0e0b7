import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function LuxuryConciergePage() {
  return (
    <PlaceholderPage
      title="Luxury Concierge Services"
      intro="A specialist who arranges every detail of your stay."
    />
  );
}
