import { PageIntro } from '../../../app/PageIntro.tsx';

/** `category` comes from the fixed paths /adventures/atv, /private-yachts, /whale-watching. */
export default function AdventuresListPage({ category }: { category?: string }) {
  return (
    <PageIntro
      title="Cabo Adventures & Experiences"
      intro={
        category
          ? `Adventures filtered by ${category}.`
          : 'Sailing, snorkelling, ATV tours, camel rides and whale watching.'
      }
    />
  );
}
