import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function CorporateEventPage() {
  return (
    <PlaceholderPage
      title="Corporate Events in Cabo"
      intro="Retreats, incentive trips and conferences."
    />
  );
}
