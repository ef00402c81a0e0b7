import { POINTS_PER_LEVEL, SHARE_POINTS } from '@cabo/contract';
import { useId } from 'react';
import * as styles from './RewardsCard.css';

export interface RewardsCardProps {
  points: number;
  level: number;
}

/**
 * The logged-in visitor's rewards (docs/accounts-and-security.md): points, level, and the
 * progress to the next level as the points' remainder modulo 100.
 */
export function RewardsCard({ points, level }: RewardsCardProps) {
  const titleId = useId();
  const progress = points % POINTS_PER_LEVEL;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Your Rewards
      </h2>
      <p className={styles.figures}>
        <span>
          <strong className={styles.figure}>{points}</strong> points
        </span>
        <span>
          Level <strong className={styles.figure}>{level}</strong>
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={`Progress to level ${level + 1}`}
        aria-valuemin={0}
        aria-valuemax={POINTS_PER_LEVEL}
        aria-valuenow={progress}
        aria-valuetext={`${progress} of ${POINTS_PER_LEVEL} points`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${progress}%` }} />
      </div>
      <p className={styles.hint}>
        {POINTS_PER_LEVEL - progress} points to level {level + 1}. Share a resort, villa or
        adventure to earn {SHARE_POINTS} points.
      </p>
    </section>
  );
}
