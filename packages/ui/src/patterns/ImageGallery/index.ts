export {
  ImageGallery,
  imageGallerySizes,
  type GalleryImage,
  type ImageGalleryProps,
} from './ImageGallery.tsx';
