export {
  GUIDE_CAPTCHA_SUCCESS,
  GuideCaptchaDialog,
  type GuideCaptchaDialogProps,
  type GuideCaptchaSlot,
} from './GuideCaptchaDialog.tsx';
