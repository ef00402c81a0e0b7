import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

/** `category` comes from the fixed paths /adventures/atv, /private-yachts, /whale-watching. */
export default function AdventuresListPage({ category }: { category?: string }) {
  return (
    <PlaceholderPage
      title="Cabo Adventures & Experiences"
      intro={
        category
          ? `Adventures filtered by ${category}.`
          : 'Sailing, snorkelling, ATV tours, camel rides and whale watching.'
      }
    />
  );
}
