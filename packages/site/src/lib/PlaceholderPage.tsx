import { PageIntro } from '@cabo/ui';
import { useLocation } from 'wouter';
import { useHead } from './head.ts';

/** A page whose full screen arrives in a later issue: its heading block, and its head tags. */
export function PlaceholderPage({ title, intro }: { title: string; intro: string }) {
  const [path] = useLocation();
  useHead({ title, description: intro, path });
  return <PageIntro title={title} intro={intro} />;
}
