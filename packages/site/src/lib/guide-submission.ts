import {
  publicApiPaths,
  DEFAULT_GUIDE_TAGS,
  DEFAULT_GUIDE_TYPE,
  guideFormName,
  guideInvestmentLevels,
  type GuideCaptchaContactValues,
  type GuideRequestFormValues,
  type GuideSubmissionPayload,
  type SubmissionReceipt,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';

export interface GuideRequestOptions {
  guideType: string;
  tags?: string;
}

type GuideContact = Pick<GuideSubmissionPayload, 'firstName' | 'lastName' | 'email' | 'phone'>;
type GuideAnswers = Pick<GuideRequestFormValues, 'agentInterest' | 'investmentLevel'>;

function guidePayload(
  contact: GuideContact,
  { guideType, tags = DEFAULT_GUIDE_TAGS }: GuideRequestOptions,
  submissionId: string,
  { agentInterest = false, investmentLevel = '' }: GuideAnswers = {},
): GuideSubmissionPayload {
  return {
    submissionId,
    ...contact,
    guideType,
    source: 'website',
    status: 'pending',
    interestAreas: [],
    tags,
    formName: guideFormName(guideType),
    formData: {
      investmentLevel,
      agentInterest,
      preferredContactMethod: 'Email',
      requestType: 'Guide Download',
    },
  };
}

/** The guide submission payload for the guide dialog's parsed values. */
export function guideSubmissionPayload(
  { firstName, lastName, email, phone, agentInterest, investmentLevel }: GuideRequestFormValues,
  options: GuideRequestOptions,
  submissionId: string,
): GuideSubmissionPayload {
  // The dialog keeps its values between guides: a level chosen for another guide's list is
  // not sent with this one.
  const level =
    investmentLevel && guideInvestmentLevels(options.guideType).includes(investmentLevel)
      ? investmentLevel
      : '';
  return guidePayload({ firstName, lastName, email, phone }, options, submissionId, {
    agentInterest,
    investmentLevel: level,
  });
}

/** The short dialog's payload: first name, e-mail and the captcha token, for the default guide. */
export function captchaGuidePayload(
  { firstName, email, captchaToken }: GuideCaptchaContactValues,
  submissionId: string,
): GuideSubmissionPayload {
  return {
    ...guidePayload({ firstName, email }, { guideType: DEFAULT_GUIDE_TYPE }, submissionId),
    captchaToken,
  };
}

/** POST /api/guide-submissions; the receipt of the stored request. */
export const postGuideSubmission = (payload: GuideSubmissionPayload) =>
  api.post(publicApiPaths.guideSubmissions, { json: payload }).json<SubmissionReceipt>();
