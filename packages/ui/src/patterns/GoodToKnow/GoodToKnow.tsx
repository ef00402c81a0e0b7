import type { BeachSwimming, GoodToKnow as GoodToKnowFacts } from '@cabo/contract';
import type { ReactNode } from 'react';
import { fineLineIcon } from '../AmenityList/amenityIcons.tsx';
import * as styles from './GoodToKnow.css';

export interface GoodToKnowProps {
  facts: GoodToKnowFacts;
}

export const beachLabels: Record<BeachSwimming, string> = {
  swimmable: 'Safe to swim',
  'not-swimmable': 'Not safe to swim',
  'no-beach': 'No beach at the door',
};

const NOTHING_WALKABLE = 'Nothing within an easy walk: plan on a taxi or a car.';

const icons: Record<'airport' | 'beach' | 'steps' | 'walk', ReactNode> = {
  airport: <path d="M10.5 21 12 17l-1-3-6 2v-2l6-4V5a1.5 1.5 0 0 1 3 0v5l6 4v2l-6-2-1 3 1.5 4Z" />,
  beach: (
    <path d="M2 8c2.5-1.5 5-1.5 7.5 0s5 1.5 7.5 0 3.5-1 5-.5M2 13c2.5-1.5 5-1.5 7.5 0s5 1.5 7.5 0 3.5-1 5-.5M2 18c2.5-1.5 5-1.5 7.5 0s5 1.5 7.5 0 3.5-1 5-.5" />
  ),
  steps: <path d="M3 20h5v-5h5v-5h5V5h3" />,
  walk: (
    <>
      <circle cx="13" cy="4" r="2" />
      <path d="m9 21 2.5-6.5L14 17v4M7 11l3-3.5h3.5L16 11l3 1M11.5 14.5l1-5" />
    </>
  ),
};

function Fact({
  icon,
  term,
  children,
}: {
  icon: keyof typeof icons;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.fact}>
      <svg {...fineLineIcon} className={styles.icon}>
        {icons[icon]}
      </svg>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </div>
  );
}

/**
 * "Good to know" (docs/stays.md): the honest details of a stay: the drive to the airport,
 * whether the beach in front is safe to swim, steps and stairs, and what is within a walk.
 */
export function GoodToKnow({ facts }: GoodToKnowProps) {
  return (
    <dl className={styles.list}>
      <Fact icon="airport" term="Airport">
        {facts.airportMinutes} min drive to Los Cabos airport (SJD)
      </Fact>
      <Fact icon="beach" term="Beach">
        <span className={styles.strong} data-beach={facts.beach}>
          {beachLabels[facts.beach]}
        </span>
        {facts.beachNote ? <span className={styles.note}>{facts.beachNote}</span> : null}
      </Fact>
      <Fact icon="steps" term="Steps">
        {facts.steps}
      </Fact>
      <Fact icon="walk" term="Walkable">
        {facts.walkableTo.length > 0 ? facts.walkableTo.join(', ') : NOTHING_WALKABLE}
      </Fact>
    </dl>
  );
}
