export {
  CuratedLanding,
  type CuratedLandingProps,
  type CuratedSection,
} from './CuratedLanding.tsx';
