export { Image, type ImageProps } from './Image.tsx';
export { mediaImageProps } from './media.ts';
