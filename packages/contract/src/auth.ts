import { z } from 'zod';
import { emailField, safeText } from './fields.ts';

/**
 * `user`: a visitor. Staff (docs/admin.md, "Roles"): `admin` does everything, `editor` only
 * the content studio and media.
 */
export const userRoles = ['user', 'editor', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The roles that sign in at the admin login with a username. */
export const staffRoles = ['admin', 'editor'] as const;
export const staffRoleSchema = z.enum(staffRoles, {
  error: `Role must be one of: ${staffRoles.join(', ')}`,
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const isStaffRole = (role: UserRole): role is StaffRole =>
  (staffRoles as readonly string[]).includes(role);

/**
 * `GET /api/user`: visitors have an e-mail, staff a username; the role tells the admin which
 * sections to show (the server checks every call anyway).
 */
export const userSchema = z.object({
  id: z.number().int().positive(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  role: userRoleSchema,
  points: z.number().int().min(0),
  level: z.number().int().min(1),
});
export type User = z.infer<typeof userSchema>;

// E-mail addresses are compared case-insensitively, so they are stored lower-cased.
const email = (message: string) => emailField(message).transform((v) => v.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;

export const registerRequestSchema = z.strictObject({
  email: email('Please enter a valid email'),
  password: safeText('Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: email('Please enter a valid email'),
  password: safeText('Password is required')
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** docs/admin.md: "Username is required" / "Password is required", at least 1 character. */
export const adminLoginRequestSchema = z.strictObject({
  username: safeText('Username is required')
    .min(1, 'Username is required')
    .max(100, 'Username must be at most 100 characters'),
  password: safeText('Password is required')
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** The answer of register, login and admin login: the signed-in user. */
export const authResponseSchema = z.object({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Messages the server answers with; the site shows them as they are. */
export const authMessages = {
  invalidCredentials: 'Invalid credentials',
  invalidLogin: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  notLoggedIn: 'Please log in',
  forbidden: 'You do not have access to this page',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;
