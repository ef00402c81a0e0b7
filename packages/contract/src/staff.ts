import { z } from 'zod';
import { staffRoleSchema, type StaffRole } from './auth.ts';
import { emailField, isoDateTimeSchema, safeText } from './fields.ts';

/** Staff passwords are longer than visitors': the accounts open visitors' data. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_USERNAME_MAX_LENGTH = 100;

/** Messages of the staff accounts API; the admin shows them as they are. */
export const staffMessages = {
  usernameRequired: 'Username is required',
  usernameFormat: 'Use 3 to 100 letters, digits, dots, dashes or underscores',
  usernameTaken: 'That username is already taken',
  emailInvalid: 'Please enter a valid email',
  emailTaken: 'An account with this email already exists',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: 'Password must be at most 200 characters',
  nothingToChange: 'Choose a role, a new password, or disable or enable the account',
  notFound: 'No staff account with that id',
  cannotDisableSelf: 'You cannot disable your own account',
  lastAdmin: 'There must be at least one active admin: make another admin first',
} as const;

const username = safeText(staffMessages.usernameRequired)
  .trim()
  .min(1, { error: staffMessages.usernameRequired, abort: true })
  .regex(/^[A-Za-z0-9._-]{3,100}$/, staffMessages.usernameFormat);

const password = safeText(staffMessages.passwordRequired)
  .min(1, { error: staffMessages.passwordRequired, abort: true })
  .min(STAFF_PASSWORD_MIN_LENGTH, staffMessages.passwordTooShort)
  .max(200, staffMessages.passwordTooLong);

/** An empty field is no e-mail; stored lower case (e-mails compare case-insensitively). */
const optionalEmail = z
  .union([z.literal(''), emailField(staffMessages.emailInvalid)])
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));

/** The roles as the admin names them, with what each may open (docs/admin.md, "Roles"). */
export const staffRoleOptions = [
  { value: 'admin', label: 'Admin', description: 'Everything, staff accounts included' },
  { value: 'editor', label: 'Editor', description: 'The content studio and media only' },
] as const satisfies readonly { value: StaffRole; label: string; description: string }[];

export const staffRoleLabel = (role: StaffRole): string =>
  staffRoleOptions.find((o) => o.value === role)!.label;

/** A staff account as the admin lists it (never its password). */
export const staffUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string().nullable(),
  role: staffRoleSchema,
  /** Set while the account is disabled: it cannot sign in and has no session. */
  disabledAt: isoDateTimeSchema.nullable(),
  /** An admin who opted in gets new requests round-robin (docs/admin.md, "Owners"). */
  receivesNewRequests: z.boolean(),
  createdAt: isoDateTimeSchema,
  /** The admin who made it; null for the first admin (made at start-up). */
  createdBy: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** GET /api/admin/users: every staff account, oldest first. Visitors are not listed. */
export const staffUserListSchema = z.object({ items: z.array(staffUserSchema) });
export type StaffUserList = z.infer<typeof staffUserListSchema>;

/** POST /api/admin/users body: the admin chooses the first password and passes it on. */
export const staffUserCreateSchema = z.strictObject({
  username,
  email: optionalEmail,
  role: staffRoleSchema,
  password,
});
export type StaffUserCreate = z.input<typeof staffUserCreateSchema>;
export type ParsedStaffUserCreate = z.output<typeof staffUserCreateSchema>;

/** The admin's "Change role" form: a PATCH body with the role alone. */
export const staffRoleChangeSchema = z.strictObject({ role: staffRoleSchema });
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;

/** The admin's "Reset password" form: a PATCH body with the new password alone. */
export const staffPasswordResetSchema = z.strictObject({ password });
export type StaffPasswordReset = z.infer<typeof staffPasswordResetSchema>;

/**
 * PATCH /api/admin/users/:id body: a role, `disabled`, a new password, or several at once.
 * Disabling ends the account's sessions; a new password ends them too.
 */
export const staffUserUpdateSchema = z
  .strictObject({
    role: staffRoleSchema.optional(),
    disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
    password: password.optional(),
    receivesNewRequests: z
      .boolean({ error: 'Receives new requests must be true or false' })
      .optional(),
  })
  .refine(
    (v) =>
      v.role !== undefined ||
      v.disabled !== undefined ||
      v.password !== undefined ||
      v.receivesNewRequests !== undefined,
    staffMessages.nothingToChange,
  );
export type StaffUserUpdate = z.input<typeof staffUserUpdateSchema>;
