export {
  MediaLibraryGrid,
  MEDIA_EMPTY_TEXT,
  MEDIA_ERROR_TEXT,
  mediaNoMatchText,
  type MediaLibraryGridProps,
} from './MediaLibraryGrid.tsx';
