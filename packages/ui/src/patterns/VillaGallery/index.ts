export {
  VillaGallery,
  villaGallerySizes,
  wrapIndex,
  type VillaGalleryImage,
  type VillaGalleryProps,
} from './VillaGallery.tsx';
