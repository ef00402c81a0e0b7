export { Hero, HERO_IMAGE_SIZES, type HeroImage, type HeroProps } from './Hero.tsx';
