import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function EventsPage() {
  return (
    <PlaceholderPage
      title="Local Events"
      intro="What is on in Los Cabos over the next four weeks."
    />
  );
}
