export { Badge, type BadgeProps } from './Badge.tsx';
export {
  bookingStatusTone,
  contentStatusTone,
  guideStatusTone,
  leadStatusTone,
  staffRoleTone,
  staffStatusTone,
  type BadgeTone,
} from './statusTones.ts';
