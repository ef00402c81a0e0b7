import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function RealEstatePage() {
  return (
    <PlaceholderPage
      title="Cabo Real Estate"
      intro="Homes, condos and villas for sale in Los Cabos."
    />
  );
}
