export {
  REPLY_PROMISE,
  SubmissionSuccess,
  whatsappTextWithReference,
  type SubmissionSuccessProps,
} from './SubmissionSuccess.tsx';
