export { ADVENTURE_HERO_SIZES, AdventureHero, type AdventureHeroProps } from './AdventureHero.tsx';
