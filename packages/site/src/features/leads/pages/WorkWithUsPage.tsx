import { PageIntro } from '../../../app/PageIntro.tsx';

export default function WorkWithUsPage() {
  return <PageIntro title="Partner With Us" intro="Work with the Cabo travel community." />;
}
