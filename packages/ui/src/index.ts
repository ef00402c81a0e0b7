export * from './theme/index.ts';
export * from './components/Button/index.ts';
export * from './patterns/shared/types.ts';
export * from './patterns/NavBar/index.ts';
export * from './patterns/MobileNavDrawer/index.ts';
export * from './patterns/Footer/index.ts';
export * from './patterns/ChatButton/index.ts';
