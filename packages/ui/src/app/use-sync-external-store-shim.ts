// Stands in for `use-sync-external-store/shim` (vite.config.ts): the shim backports the hook
// to React 16 and 17; React 19 has it, so the shim would only add weight to every page.
export { useSyncExternalStore } from 'react';
