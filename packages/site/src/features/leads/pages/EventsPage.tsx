import { PageIntro } from '../../../app/PageIntro.tsx';

export default function EventsPage() {
  return (
    <PageIntro title="Local Events" intro="What is on in Los Cabos over the next four weeks." />
  );
}
