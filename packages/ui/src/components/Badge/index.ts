export { Badge, type BadgeProps } from './Badge.tsx';
export {
  bookingStatusTone,
  guideStatusTone,
  leadStatusTone,
  type BadgeTone,
} from './statusTones.ts';
