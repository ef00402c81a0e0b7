import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function FamilyTripPage() {
  return (
    <PlaceholderPage
      title="Family Vacations in Cabo"
      intro="Trips planned for every age, from toddlers to grandparents."
    />
  );
}
