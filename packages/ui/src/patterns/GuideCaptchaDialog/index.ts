export {
  GUIDE_CAPTCHA_SUCCESS,
  GuideCaptchaDialog,
  GuideCaptchaFailure,
  type GuideCaptchaDialogProps,
  type GuideCaptchaSlot,
} from './GuideCaptchaDialog.tsx';
