import { PageIntro } from '../../../app/PageIntro.tsx';

export default function WeddingsPage() {
  return (
    <PageIntro
      title="Weddings in Cabo"
      intro="Beach ceremonies and receptions, planned with you."
    />
  );
}
