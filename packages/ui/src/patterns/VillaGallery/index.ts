export {
  VillaGallery,
  wrapIndex,
  type VillaGalleryImage,
  type VillaGalleryProps,
} from './VillaGallery.tsx';
