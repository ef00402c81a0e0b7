import { z } from 'zod';
import {
  emailField,
  isoDateTimeSchema,
  optionalText,
  phoneField,
  requiredText,
  submissionIdSchema,
} from './fields.ts';

export const DEFAULT_GUIDE_TYPE = 'Ultimate Cabo Guide 2025';
export const DEFAULT_GUIDE_TAGS = 'Guide Request, Website';

/** Spec 001 §3: guide type lower-cased, spaces to hyphens, plus "-guide". */
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

/**
 * POST /api/guide-submissions body (spec 001 §3). The guide form needs all four contact
 * fields; the short "Get Your Ultimate Cabo Guide" dialog sends only first name and e-mail
 * plus `captchaToken`, so last name and phone are required exactly when no captcha is sent.
 */
export const guideSubmissionPayloadSchema = z
  .strictObject({
    submissionId: submissionIdSchema,
    firstName: requiredText('Please enter your first name', 2, 100),
    lastName: requiredText('Please enter your last name', 2, 100).optional(),
    email: emailField('Please enter a valid email'),
    phone: phoneField('Please enter a valid phone number', 'Phone is required').optional(),
    guideType: requiredText('Guide type is required', 1, 200),
    source: z.literal('website').default('website'),
    status: z.literal('pending').default('pending'),
    interestAreas: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
    tags: optionalText(500),
    formName: requiredText('Form name is required', 1, 200),
    formData: guideFormDataSchema,
    /** Captcha proof (reCAPTCHA token or proof-of-work solution) from the short dialog. */
    captchaToken: z.string().min(1).max(10_000).optional(),
  })
  .superRefine((data, ctx) => {
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
