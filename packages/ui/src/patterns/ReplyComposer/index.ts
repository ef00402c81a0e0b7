export { ReplyComposer, type ReplyComposerProps } from './ReplyComposer.tsx';
