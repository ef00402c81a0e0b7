// Entry points for parts a page loads on first use (code-split from the first load):
// `import('@cabo/ui/lazy/MobileNavDrawer')`.
export { MobileNavDrawer } from '../patterns/MobileNavDrawer/MobileNavDrawer.tsx';
