import { z } from 'zod';
import { captchaTokenSchema } from './captcha.ts';
import {
  emailField,
  isoDateTimeSchema,
  optionalText,
  phoneField,
  requiredText,
  submissionIdSchema,
} from './fields.ts';
import { submissionMetaSchema } from './submissions.ts';

export const DEFAULT_GUIDE_TYPE = 'Ultimate Cabo Guide 2025';
export const DEFAULT_GUIDE_TAGS = 'Guide Request, Website';

/** docs/guides.md: guide type lower-cased, spaces to hyphens, plus "-guide". */
export function guideFormName(guideType: string): string {
  return `${guideType.toLowerCase().replace(/ /g, '-')}-guide`;
}

/** Guide submission statuses: "pending" when sent; "sent" once delivered (admin badge colours). */
export const guideStatuses = ['pending', 'sent', 'failed'] as const;
export type GuideStatus = (typeof guideStatuses)[number];

export const guideFormDataSchema = z.strictObject({
  investmentLevel: optionalText(100),
  agentInterest: z.boolean().default(false),
  preferredContactMethod: z.literal('Email').default('Email'),
  requestType: z.literal('Guide Download').default('Guide Download'),
});

// The contact fields once, so the forms and the payload carry the same rules and messages.
const guideFirstName = requiredText('Please enter your first name', 2, 100);
const guideLastName = requiredText('Please enter your last name', 2, 100);
const guideEmail = emailField('Please enter a valid email');
const guidePhone = phoneField('Please enter a valid phone number', 'Phone is required');

/** What the guide-request dialog asks for: the contact part of the guide submission. */
export const guideContactSchema = z.strictObject({
  firstName: guideFirstName,
  lastName: guideLastName,
  email: guideEmail,
  phone: guidePhone,
});
export type GuideContactValues = z.input<typeof guideContactSchema>;

/** The guide whose dialog asks about an agent (docs/guides.md). */
export const REAL_ESTATE_GUIDE_TYPE = 'Real Estate Guide';

/**
 * The optional investment level's choices (docs/guides.md): a property budget for the Real
 * Estate guide, the trip's budget for every other guide.
 */
export const realEstateInvestmentLevels = [
  'Under $500K',
  '$500K - $1M',
  '$1M - $3M',
  '$3M+',
] as const;
export const tripInvestmentLevels = [
  'Under $5,000',
  '$5,000 - $10,000',
  '$10,000 - $25,000',
  '$25,000+',
] as const;
export const guideInvestmentLevels = (guideType: string): readonly string[] =>
  guideType === REAL_ESTATE_GUIDE_TYPE ? realEstateInvestmentLevels : tripInvestmentLevels;
export const INVESTMENT_LEVEL_UNKNOWN = 'Please choose an investment level from the list';

/**
 * What the guide-request dialog sends: the contact part, the optional investment level, and
 * for the Real Estate guide whether the visitor would like an agent to contact them
 * (docs/guides.md).
 */
export const guideRequestFormSchema = guideContactSchema.extend({
  investmentLevel: z.string().max(100).optional(),
  agentInterest: z.boolean().default(false),
});
export type GuideRequestFormValues = z.input<typeof guideRequestFormSchema>;

/**
 * What the short "Get Your Ultimate Cabo Guide" dialog asks for: first name, e-mail and the
 * solved captcha (empty until solved: "Please complete the reCAPTCHA verification.").
 */
export const guideCaptchaContactSchema = z.strictObject({
  firstName: guideFirstName,
  email: guideEmail,
  captchaToken: captchaTokenSchema,
});
export type GuideCaptchaContactValues = z.input<typeof guideCaptchaContactSchema>;

/**
 * POST /api/guide-submissions body. The guide form needs all four contact
 * fields; the short dialog sends only first name and e-mail plus `captchaToken`, so last
 * name and phone are required exactly when no captcha is sent.
 */
export const guideSubmissionPayloadSchema = z
  .strictObject({
    submissionId: submissionIdSchema,
    meta: submissionMetaSchema.optional(),
    firstName: guideFirstName,
    lastName: guideLastName.optional(),
    email: guideEmail,
    phone: guidePhone.optional(),
    guideType: requiredText('Guide type is required', 1, 200),
    source: z.literal('website').default('website'),
    status: z.literal('pending').default('pending'),
    interestAreas: z
      .array(requiredText('Interest area is required', 1, 100))
      .max(20)
      .default([]),
    tags: optionalText(500),
    formName: requiredText('Form name is required', 1, 200),
    formData: guideFormDataSchema,
    /** Captcha proof (reCAPTCHA token or proof-of-work solution) from the short dialog. */
    captchaToken: captchaTokenSchema.optional(),
  })
  .superRefine((data, ctx) => {
    const level = data.formData.investmentLevel;
    if (level && !guideInvestmentLevels(data.guideType).includes(level)) {
      ctx.addIssue({
        code: 'custom',
        message: INVESTMENT_LEVEL_UNKNOWN,
        path: ['formData', 'investmentLevel'],
      });
    }
    if (data.captchaToken !== undefined) return;
    if (data.lastName === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Please enter your last name', path: ['lastName'] });
    }
    if (data.phone === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Phone is required', path: ['phone'] });
    }
  });
export type GuideSubmissionPayload = z.input<typeof guideSubmissionPayloadSchema>;
export type ParsedGuideSubmissionPayload = z.output<typeof guideSubmissionPayloadSchema>;

/** A stored guide request as the admin list returns it. */
export const guideSubmissionSchema = z.object({
  id: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  submissionId: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  guideType: z.string(),
  source: z.string(),
  status: z.enum(guideStatuses),
  interestAreas: z.array(z.string()),
  tags: z.string().nullable(),
  formName: z.string(),
  formData: z.record(z.string(), z.unknown()),
});
export type GuideSubmission = z.infer<typeof guideSubmissionSchema>;
