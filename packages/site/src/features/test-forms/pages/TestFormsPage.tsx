import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function TestFormsPage() {
  return (
    <PlaceholderPage
      title="Test Forms"
      intro="The bachelorette request modal and the villa booking modal."
    />
  );
}
