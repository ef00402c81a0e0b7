import { PageIntro } from '../../../app/PageIntro.tsx';

export default function FamilyTripPage() {
  return (
    <PageIntro
      title="Family Vacations in Cabo"
      intro="Trips planned for every age, from toddlers to grandparents."
    />
  );
}
