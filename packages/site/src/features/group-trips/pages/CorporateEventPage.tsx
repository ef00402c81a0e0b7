import { PageIntro } from '../../../app/PageIntro.tsx';

export default function CorporateEventPage() {
  return (
    <PageIntro
      title="Corporate Events in Cabo"
      intro="Retreats, incentive trips and conferences."
    />
  );
}
