import { z } from 'zod';
import { isCalendarDate } from './calendar.ts';
import { isoDateTimeSchema, safeText } from './fields.ts';

// Replies from a record, WhatsApp, follow-up tasks and the morning digest (docs/admin.md,
// "Replies and follow-ups").

/** The records a reply may be written from: they carry the visitor's e-mail and reference. */
export const replyRecordKinds = ['leads', 'bookings'] as const;
export type ReplyRecordKind = (typeof replyRecordKinds)[number];

/** The records a follow-up task may be on. */
export const taskRecordKinds = ['leads', 'bookings', 'guide_submissions'] as const;
export type TaskRecordKind = (typeof taskRecordKinds)[number];

export const REPLY_SUBJECT_MAX_LENGTH = 200;
export const REPLY_BODY_MAX_LENGTH = 10_000;

export const replyMessages = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Keep the subject under ${REPLY_SUBJECT_MAX_LENGTH} characters`,
  bodyRequired: 'Write the message',
  bodyTooLong: `Keep the message under ${REPLY_BODY_MAX_LENGTH} characters`,
  noEmail: 'This record has no e-mail address to reply to',
} as const;

/** POST /api/admin/{leads|bookings}/:id/replies: what staff send, edited from a template. */
export const adminReplyCreateSchema = z.strictObject({
  subject: safeText(replyMessages.subjectRequired)
    .trim()
    .min(1, replyMessages.subjectRequired)
    .max(REPLY_SUBJECT_MAX_LENGTH, replyMessages.subjectTooLong)
    // A line break in a subject would be a header of its own.
    .refine((s) => !/[\r\n]/.test(s), 'The subject is one line'),
  body: safeText(replyMessages.bodyRequired)
    .trim()
    .min(1, replyMessages.bodyRequired)
    .max(REPLY_BODY_MAX_LENGTH, replyMessages.bodyTooLong),
});
export type AdminReplyCreate = z.infer<typeof adminReplyCreateSchema>;

/** A reply as it is kept (the timeline shows its text). */
export const adminReplySchema = z.object({
  id: z.number().int(),
  recordTable: z.enum(replyRecordKinds),
  recordId: z.number().int(),
  subject: z.string(),
  body: z.string(),
  to: z.string(),
  replyTo: z.string(),
  sentBy: z.object({ id: z.number().int().nullable(), name: z.string() }),
  createdAt: isoDateTimeSchema,
});
export type AdminReply = z.infer<typeof adminReplySchema>;
/**
 * GET /api/admin/{leads|bookings}/:id/replies: the record's replies, newest first, and its
 * reference (what the templates and the WhatsApp message quote).
 */
export const adminReplyListSchema = z.object({
  reference: z.string(),
  items: z.array(adminReplySchema),
});
export type AdminReplyList = z.infer<typeof adminReplyListSchema>;

/** The interests templates are written for; a record's interest picks its default. */
export const replyTemplateKeys = [
  'villa',
  'resort',
  'adventure',
  'wedding',
  'group_trip',
  'concierge',
  'real_estate',
  'general',
] as const;
export type ReplyTemplateKey = (typeof replyTemplateKeys)[number];

export interface ReplyTemplate {
  key: ReplyTemplateKey;
  label: string;
  /** In words, for the visitor: "villa stay". */
  interest: string;
  subject: string;
  body: string;
}

const signature = '\n\nWarm regards,\nCabo Concierge';

/**
 * The reply templates: `{firstName}`, `{reference}` and `{interest}` are filled from the
 * record (fillReplyTemplate); staff edit the text before sending.
 */
export const replyTemplates: readonly ReplyTemplate[] = [
  {
    key: 'villa',
    label: 'Villa',
    interest: 'villa stay',
    subject: 'Your {interest} in Cabo ({reference})',
    body: 'Hi {firstName},\n\nThank you for your interest in a {interest} with us. We have checked availability for your dates and would love to share a few villas that fit your group. When would be a good time for a short call?\n\nYour reference is {reference}.',
  },
  {
    key: 'resort',
    label: 'Resort',
    interest: 'resort stay',
    subject: 'Your {interest} in Cabo ({reference})',
    body: 'Hi {firstName},\n\nThank you for asking about a {interest}. We work directly with the resorts and can often add perks such as upgrades or resort credit. Could you confirm your dates and the number of guests?\n\nYour reference is {reference}.',
  },
  {
    key: 'adventure',
    label: 'Adventure',
    interest: 'adventure',
    subject: 'Your Cabo {interest} ({reference})',
    body: 'Hi {firstName},\n\nThank you for your request. We would be happy to arrange your {interest}. Let us know the day that suits you best and how many people are joining, and we will confirm the times.\n\nYour reference is {reference}.',
  },
  {
    key: 'wedding',
    label: 'Wedding',
    interest: 'wedding',
    subject: 'Your Cabo {interest} ({reference})',
    body: 'Hi {firstName},\n\nCongratulations, and thank you for thinking of Cabo for your {interest}. Our planner would love to hear about the day you imagine: the season, the number of guests and the setting.\n\nYour reference is {reference}.',
  },
  {
    key: 'group_trip',
    label: 'Group trip',
    interest: 'group trip',
    subject: 'Your Cabo {interest} ({reference})',
    body: 'Hi {firstName},\n\nThank you for planning your {interest} with us. We can take care of the stay, transfers and activities for the whole group. How many travellers are you, and which dates are you considering?\n\nYour reference is {reference}.',
  },
  {
    key: 'concierge',
    label: 'Concierge',
    interest: 'concierge service',
    subject: 'Your {interest} request ({reference})',
    body: 'Hi {firstName},\n\nThank you for reaching out to our {interest}. Tell us what you would like arranged (dinners, transfers, private chefs, experiences) and we will put it together for you.\n\nYour reference is {reference}.',
  },
  {
    key: 'real_estate',
    label: 'Real estate',
    interest: 'property enquiry',
    subject: 'Your {interest} in Cabo ({reference})',
    body: 'Hi {firstName},\n\nThank you for your {interest}. Our real estate partner can arrange viewings and share the details of the properties you are interested in. When would you be available?\n\nYour reference is {reference}.',
  },
  {
    key: 'general',
    label: 'General',
    interest: 'request',
    subject: 'About your {interest} ({reference})',
    body: 'Hi {firstName},\n\nThank you for your {interest}. ',
  },
].map((template) => ({ ...template, body: `${template.body}${signature}` })) as ReplyTemplate[];

/** A record's interest (lead interest or booking type) as a template key. */
export function templateKeyFor(interest: string | null | undefined): ReplyTemplateKey {
  if (interest === 'property_management') return 'real_estate';
  if (interest === 'restaurant' || interest === 'event') return 'concierge';
  return (replyTemplateKeys as readonly string[]).includes(interest ?? '')
    ? (interest as ReplyTemplateKey)
    : 'general';
}

/** A template with the record's facts filled in. */
export function fillReplyTemplate(
  template: ReplyTemplate,
  facts: { firstName: string | null; reference: string },
): { subject: string; body: string } {
  const fill = (text: string) =>
    text
      .replaceAll('{firstName}', facts.firstName?.trim() || 'there')
      .replaceAll('{reference}', facts.reference)
      .replaceAll('{interest}', template.interest);
  return { subject: fill(template.subject), body: fill(template.body) };
}

/**
 * The visitor's WhatsApp link (docs/admin.md): `wa.me` takes the number as digits only, with
 * the country code; null when the record has no number with enough digits.
 */
export function whatsAppLink(
  phone: string | null | undefined,
  facts: { firstName: string | null; reference: string },
): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 8) return null;
  const hello = facts.firstName?.trim() ? `Hi ${facts.firstName.trim()}` : 'Hi';
  const text = `${hello}, this is Cabo Concierge about your request ${facts.reference}.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

// Follow-up tasks.

export const TASK_TITLE_MAX_LENGTH = 200;
export const taskMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Keep the title under ${TASK_TITLE_MAX_LENGTH} characters`,
  dueInvalid: 'Choose a due day',
  recordNotFound: 'No record with that id',
} as const;

const calendarDay = z
  .string({ error: taskMessages.dueInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, taskMessages.dueInvalid)
  .refine(isCalendarDate, taskMessages.dueInvalid);

/** POST /api/admin/tasks: the assignee defaults to the record's owner, else the creator. */
export const adminTaskCreateSchema = z.strictObject({
  recordTable: z.enum(taskRecordKinds, { error: 'Choose the record the task is on' }),
  recordId: z.number({ error: 'Choose the record the task is on' }).int().positive(),
  title: safeText(taskMessages.titleRequired)
    .trim()
    .min(1, taskMessages.titleRequired)
    .max(TASK_TITLE_MAX_LENGTH, taskMessages.titleTooLong),
  /** A Cabo calendar day, 'yyyy-MM-dd'. */
  dueDay: calendarDay,
  assigneeId: z.number().int().positive().optional(),
});
export type AdminTaskCreate = z.infer<typeof adminTaskCreateSchema>;

/** The task form's values (the record is the page's). */
export const adminTaskFormSchema = adminTaskCreateSchema.pick({ title: true, dueDay: true });
export type AdminTaskFormValues = z.infer<typeof adminTaskFormSchema>;

export const taskDueFilters = ['today', 'overdue', 'upcoming'] as const;
export type TaskDueFilter = (typeof taskDueFilters)[number];

/** GET /api/admin/tasks query: open tasks by due day (Cabo's today), or a record's tasks. */
export const adminTaskQuerySchema = z.strictObject({
  due: z.enum(taskDueFilters).optional(),
  mine: z.enum(['true', 'false']).optional(),
  recordTable: z.enum(taskRecordKinds).optional(),
  recordId: z.coerce.number().int().positive().optional(),
});
export type AdminTaskQuery = z.infer<typeof adminTaskQuerySchema>;

export const adminTaskSchema = z.object({
  id: z.number().int(),
  recordTable: z.enum(taskRecordKinds),
  recordId: z.number().int(),
  /** The record's reference and who it is about, so a list links to it in words. */
  recordLabel: z.string(),
  recordReference: z.string(),
  title: z.string(),
  dueDay: z.string(),
  assignee: z.object({ id: z.number().int().nullable(), name: z.string() }),
  createdBy: z.object({ id: z.number().int().nullable(), name: z.string() }),
  createdAt: isoDateTimeSchema,
  doneAt: isoDateTimeSchema.nullable(),
});
export type AdminTask = z.infer<typeof adminTaskSchema>;
export const adminTaskListSchema = z.object({
  items: z.array(adminTaskSchema),
  /** Cabo's date the due filters were counted from. */
  today: z.string(),
});
export type AdminTaskList = z.infer<typeof adminTaskListSchema>;

/** Where a task's record is found in the admin: its list, searched by its reference. */
export function adminRecordHref(table: TaskRecordKind, reference: string): string {
  const section = table === 'guide_submissions' ? 'guide-downloads' : table;
  return `/admin?section=${section}&search=${encodeURIComponent(reference)}`;
}
