export { MediaUploader, type MediaUploaderProps, type MediaUploadFn } from './MediaUploader.tsx';
