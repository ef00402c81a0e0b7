import type { ComponentType } from 'react';
import { loadable, type Loadable } from './loadable.tsx';
import { nextTask } from './nextTask.ts';

/**
 * A page's form as a part (docs/architecture.md, "Hydration"): loaded with the page, but zod
 * with the shared field rules (`fieldRules.ts`) evaluates in a task of its own, then the form.
 */
export function formPart<P extends object>(
  moduleId: string,
  loadForm: () => Promise<ComponentType<P>>,
): Loadable<P> {
  return loadable(moduleId, () => import('./fieldRules.ts').then(nextTask).then(loadForm));
}
