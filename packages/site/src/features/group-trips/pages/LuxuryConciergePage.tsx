import { PageIntro } from '../../../app/PageIntro.tsx';

export default function LuxuryConciergePage() {
  return (
    <PageIntro
      title="Luxury Concierge Services"
      intro="A specialist who arranges every detail of your stay."
    />
  );
}
