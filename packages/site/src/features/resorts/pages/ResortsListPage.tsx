import { PageIntro } from '../../../app/PageIntro.tsx';

export default function ResortsListPage() {
  return (
    <PageIntro
      title="Luxury Resorts in Cabo San Lucas"
      intro="Beachfront and oceanfront resorts from Cabo San Lucas to San José del Cabo."
    />
  );
}
