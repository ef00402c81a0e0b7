import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function WorkWithUsPage() {
  return <PlaceholderPage title="Partner With Us" intro="Work with the Cabo travel community." />;
}
