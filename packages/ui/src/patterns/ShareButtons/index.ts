export {
  SHARE_WINDOW_FEATURES,
  ShareButtons,
  shareTargets,
  type ShareButtonsProps,
} from './ShareButtons.tsx';
