import { PageIntro } from '../../../app/PageIntro.tsx';

export default function AdminDashboardPage() {
  return <PageIntro title="Dashboard" intro="Leads, bookings and guide downloads." />;
}
