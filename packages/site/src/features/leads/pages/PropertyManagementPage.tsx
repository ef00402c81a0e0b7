import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function PropertyManagementPage() {
  return (
    <PlaceholderPage
      title="Property Management in Cabo"
      intro="We look after your home and your guests."
    />
  );
}
