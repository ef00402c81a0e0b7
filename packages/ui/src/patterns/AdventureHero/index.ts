export { AdventureHero, type AdventureHeroProps } from './AdventureHero.tsx';
