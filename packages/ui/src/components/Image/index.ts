export { Image, type ImageProps } from './Image.tsx';
export { fileOrPictureProps, mediaImageProps, mediaPreload, type ShownPicture } from './media.ts';
export { GRID_CARD_SIZES, ListingCover, type ListingCoverProps } from './ListingCover.tsx';
