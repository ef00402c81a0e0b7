export {
  AdventureMobileBar,
  MOBILE_BAR_THRESHOLD_PX,
  type AdventureMobileBarProps,
} from './AdventureMobileBar.tsx';
