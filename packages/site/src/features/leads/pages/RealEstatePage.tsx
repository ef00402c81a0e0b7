import { PageIntro } from '../../../app/PageIntro.tsx';

export default function RealEstatePage() {
  return (
    <PageIntro title="Cabo Real Estate" intro="Homes, condos and villas for sale in Los Cabos." />
  );
}
