import { use, type ComponentType } from 'react';

export interface Loadable<P extends object> {
  /** The module's key in Vite's build manifest: the server links its chunk and CSS. */
  moduleId: string;
  /** Loads the code; once it is in, the component renders without suspending. */
  preload: () => Promise<unknown>;
  Component: ComponentType<P>;
}

/**
 * A component whose code loads on demand. Unlike React.lazy, once loaded it renders
 * synchronously, so hydrating server HTML never shows a fallback in its place. Used for the
 * route table's pages and for a page's parts (docs/architecture.md, "How a page renders").
 */
export function loadable<P extends object>(
  moduleId: string,
  load: () => Promise<ComponentType<P>>,
): Loadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (network) is tried again by the next navigation or prefetch.
        loading = undefined;
        throw error;
      },
    ));
  function Component(props: P) {
    const Loaded = loaded ?? use(preload());
    return <Loaded {...props} />;
  }
  return { moduleId, preload, Component };
}
