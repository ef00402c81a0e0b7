import { AriaLink } from '@cabo/ui';
import { AdminFrame } from '../shell/AdminFrame.tsx';

/** Any /admin path the route table does not know (an old bookmark, a mistyped address). */
export default function AdminNotFoundPage() {
  return (
    <AdminFrame title="Page not found">
      <p>
        There is no admin page at this address.{' '}
        <AriaLink href="/admin">Go to the dashboard</AriaLink>
      </p>
    </AdminFrame>
  );
}
