import { createContext, useContext } from 'react';

/** What a page asks the guide-request dialog for. */
export interface GuideRequest {
  /** Sent as guideType; the default guide ("Ultimate Cabo Guide 2025") when left out. */
  guideType?: string;
  /** Comma-separated tags; "Guide Request, Website" when left out. */
  tags?: string;
  /** Dialog title; the dialog's default ("Download Your Free Guide") when left out. */
  title?: string;
}

/** The site's two guide dialogs, opened from any page (the guides feature provides them). */
export interface GuideDialogs {
  /** The guide-request dialog: first and last name, e-mail and phone. */
  openGuideRequest: (request?: GuideRequest) => void;
  /** "Get Your Ultimate Cabo Guide": first name, e-mail and the captcha. */
  openCaptchaGuide: () => void;
}

export const GuideDialogsContext = createContext<GuideDialogs | null>(null);

function useGuideDialogs(): GuideDialogs {
  const dialogs = useContext(GuideDialogsContext);
  if (!dialogs)
    throw new Error('The guide dialogs need the GuideRequestProvider (features/guides)');
  return dialogs;
}

/** Opens the guide-request dialog, e.g. `open({ guideType, title, tags })`. */
export const useGuideRequest = () => useGuideDialogs().openGuideRequest;

/** Opens the "Get Your Ultimate Cabo Guide" dialog. */
export const useCaptchaGuide = () => useGuideDialogs().openCaptchaGuide;
