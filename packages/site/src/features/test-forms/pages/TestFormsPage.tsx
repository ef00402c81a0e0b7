import { PageIntro } from '../../../app/PageIntro.tsx';

export default function TestFormsPage() {
  return (
    <PageIntro
      title="Test Forms"
      intro="The bachelorette request modal and the villa booking modal."
    />
  );
}
