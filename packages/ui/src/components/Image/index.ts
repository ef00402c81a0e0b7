export { Image, type ImageProps } from './Image.tsx';
export { mediaImageProps, mediaPreload, type ShownPicture } from './media.ts';
