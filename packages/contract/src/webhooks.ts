import { z } from 'zod';
import { bookingSchema, bookingStatuses } from './bookings.ts';
import { isoDateTimeSchema } from './fields.ts';
import { guideSubmissionSchema } from './guides.ts';
import { leadSchema } from './lead-records.ts';
import { leadStatuses } from './leads.ts';

// The automation webhook's deliveries (docs/integrations.md): one versioned envelope
// `{ id, type, timestamp, data }`, a typed `data` per event, each delivery signed the
// Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature headers).

/** A record's status move, without the visitor's personal data. */
function statusChangedSchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    id: z.number().int(),
    submissionId: z.string(),
    reference: z.string().nullable(),
    fromStatus: z.enum(statuses),
    toStatus: z.enum(statuses),
    changedAt: isoDateTimeSchema,
  });
}

/** Every event the webhook sends, with the schema of its `data`. */
export const webhookEventData = {
  'lead.created': leadSchema,
  'booking.created': bookingSchema,
  'guide_submission.created': guideSubmissionSchema,
  'lead.status_changed': statusChangedSchema(leadStatuses),
  'booking.status_changed': statusChangedSchema(bookingStatuses),
} as const;

export type WebhookEventType = keyof typeof webhookEventData;
export const webhookEventTypes = Object.keys(webhookEventData) as WebhookEventType[];

/** What each event means, for the OpenAPI document and the docs. */
export const webhookEventSummaries: Record<WebhookEventType, string> = {
  'lead.created': 'A lead form was submitted (or a spam-flagged lead was marked not spam)',
  'booking.created': 'A booking request was submitted',
  'guide_submission.created': 'A guide was requested',
  'lead.status_changed': 'Staff moved a lead to another status',
  'booking.status_changed': 'Staff moved a booking to another status',
};

/** The envelope's version: a change that breaks receivers gets a new one. */
export const WEBHOOK_ENVELOPE_VERSION = 1;

/** The envelope of one event, `data` typed by `type`. */
export function webhookEnvelopeSchema<T extends WebhookEventType>(type: T) {
  return z.object({
    /** The event's id; the `webhook-id` header carries the same, the same on every retry. */
    id: z.string(),
    type: z.literal(type),
    version: z.literal(WEBHOOK_ENVELOPE_VERSION),
    /** When the event happened (ISO 8601, UTC). */
    timestamp: isoDateTimeSchema,
    data: webhookEventData[type],
  });
}

export interface WebhookEnvelope {
  id: string;
  type: WebhookEventType;
  version: typeof WEBHOOK_ENVELOPE_VERSION;
  timestamp: string;
  data: Record<string, unknown>;
}

/** The Integrations page's view of the signing secret: never the secret itself. */
export const webhookSigningSchema = z.object({
  /** `whsec_` and the secret's first 4 characters, masked. */
  hint: z.string(),
  createdAt: isoDateTimeSchema,
  createdBy: z.string().nullable(),
  /** Until when the previous secret still signs deliveries too (24 h after a rotation). */
  previousValidUntil: isoDateTimeSchema.nullable(),
});
export type WebhookSigning = z.infer<typeof webhookSigningSchema>;

/** A rotation's answer: the new secret, in full, this once. */
export const webhookSecretRotatedSchema = webhookSigningSchema.extend({
  secret: z.string().startsWith('whsec_'),
});
export type WebhookSecretRotated = z.infer<typeof webhookSecretRotatedSchema>;

/** How long a rotated-out secret still signs (Standard Webhooks' several signatures). */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;
