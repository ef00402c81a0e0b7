import { SiteSearch } from '@cabo/ui';
import { useSearchEntries } from './useSearchEntries.ts';

/** The search dialog with its index: its own chunk, loaded when search is first used. */
export default function SiteSearchPanel({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const search = useSearchEntries(true);
  return (
    <SiteSearch
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      entries={search.entries}
      isLoading={search.isLoading}
    />
  );
}
