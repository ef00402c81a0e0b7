import { PageIntro } from '../../../app/PageIntro.tsx';

export default function AdminLoginPage() {
  return <PageIntro title="Cabo Admin" intro="Sign in to the dashboard." />;
}
