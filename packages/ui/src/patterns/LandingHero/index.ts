export { LandingHero, scrollToSection, type LandingHeroProps } from './LandingHero.tsx';
