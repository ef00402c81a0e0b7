import { PageIntro } from '../../../app/PageIntro.tsx';

export default function BachelorTripPage() {
  return (
    <PageIntro
      title="Bachelor & Bachelorette Parties in Cabo"
      intro="Celebrations planned end to end."
    />
  );
}
