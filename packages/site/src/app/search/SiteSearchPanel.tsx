import { SiteSearch } from '@cabo/ui';
import { useSearchIndex } from './useSearchIndex.ts';

/** The search dialog with its index: its own chunk, loaded when search is first used. */
export default function SiteSearchPanel({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return <SiteSearch isOpen={isOpen} onOpenChange={onOpenChange} {...useSearchIndex(true)} />;
}
