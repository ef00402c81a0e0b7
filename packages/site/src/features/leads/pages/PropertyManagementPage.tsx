import { PageIntro } from '../../../app/PageIntro.tsx';

export default function PropertyManagementPage() {
  return (
    <PageIntro
      title="Property Management in Cabo"
      intro="We look after your home and your guests."
    />
  );
}
