import { PageIntro } from '@cabo/ui';
import { Link, useLocation } from 'wouter';
import { useHead } from '../lib/head.ts';

export function NotFoundPage() {
  const [path] = useLocation();
  useHead({
    title: '404 Page Not Found',
    description: 'Did you forget to add the page to the router?',
    path,
  });
  return (
    <PageIntro title="404 Page Not Found" intro="Did you forget to add the page to the router?">
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </PageIntro>
  );
}
