export * from './theme/index.ts';
export * from './components/Button/index.ts';
