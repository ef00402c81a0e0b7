import { PageIntro } from '../../../app/PageIntro.tsx';

export default function InfluencerProgramPage() {
  return <PageIntro title="Influencer & Creator Program" intro="Create with us in Los Cabos." />;
}
