import * as styles from './ProcessSteps.css';

export interface ProcessStep {
  title: string;
  description: string;
}

export interface ProcessStepsProps {
  steps: readonly ProcessStep[];
  headingLevel?: 3 | 4;
}

/** Numbered steps of a process (property management: evaluation, setup, management, reporting). */
export function ProcessSteps({ steps, headingLevel = 3 }: ProcessStepsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <Heading className={styles.title}>
            <span className={styles.stepLabel}>Step {index + 1}: </span>
            {step.title}
          </Heading>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
