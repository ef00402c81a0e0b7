import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function InfluencerProgramPage() {
  return (
    <PlaceholderPage title="Influencer & Creator Program" intro="Create with us in Los Cabos." />
  );
}
