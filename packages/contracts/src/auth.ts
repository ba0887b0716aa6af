import { z } from 'zod';
import { hasControlCharacters } from './text';

/** Messages exactly as the spec's validation table (section 5) gives them. */
export const AUTH_MESSAGES = {
  usernameMin: 'Username must be at least 3 characters.',
  passwordMin: 'Password must be at least 6 characters.',
  emailInvalid: 'Please enter a valid email address.',
  passwordsDiffer: 'Passwords do not match',
  profileEmailInvalid: 'Invalid email address',
  // Upper bounds the spec leaves open: they keep a hash or a row from being made of megabytes.
  usernameMax: 'Username must be at most 64 characters.',
  passwordMax: 'Password must be at most 200 characters.',
  emailMax: 'Email must be at most 254 characters.',
  // A name others see in the admin list: plain letters only, so no look-alike of another user
  // ('аdmin' with a Cyrillic а) and nothing invisible can be registered.
  usernameCharacters: 'Username may use only letters, numbers, dots, hyphens and underscores.',
  // One answer whichever of the two is taken, so sign-up does not tell which usernames or which
  // emails have accounts.
  registrationTaken: 'That username or email is already in use. Log in, or choose another.',
  // One address with more sign-ins in progress than it may have (the gateway and auth both refuse it).
  signInsAtOnce: 'Too many sign-in attempts at once. Wait for one to finish.',
} as const;

/**
 * How long a refused sign-in (429) is held before it is answered, by the gateway and by auth alike:
 * a flooder who fires again the moment each refusal lands then sends a few a second per connection,
 * not hundreds, and the servers' time goes to real sign-ins. Someone who double-clicked waits a
 * quarter second more.
 */
export const SIGN_IN_REFUSAL_HOLD_MS = 250;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

/** The characters a new username may use. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Sign-in takes any name that could exist; a control character never could (and breaks Postgres). */
const username = z
  .string({ error: AUTH_MESSAGES.usernameMin })
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
  .max(64, AUTH_MESSAGES.usernameMax)
  .refine((value) => !hasControlCharacters(value), AUTH_MESSAGES.usernameCharacters);
const newUsername = username.refine((value) => USERNAME_PATTERN.test(value), AUTH_MESSAGES.usernameCharacters);
const password = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(200, AUTH_MESSAGES.passwordMax);
const email = (message: string) =>
  z.string({ error: message }).trim().max(254, AUTH_MESSAGES.emailMax).pipe(z.email(message));

/** POST /api/login */
export const loginSchema = z.object({ username, password });
export type LoginRequest = z.infer<typeof loginSchema>;

/** POST /api/register: the payload (the form's confirmPassword never leaves the browser). */
export const registerSchema = z.object({
  username: newUsername,
  email: email(AUTH_MESSAGES.emailInvalid),
  password,
});
export type RegisterRequest = z.infer<typeof registerSchema>;

/** The register form: the payload plus confirmPassword, which must equal password. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.password, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Drops confirmPassword before the payload is sent (spec section 3). */
export const toRegisterRequest = ({ confirmPassword: _confirm, ...request }: RegisterForm): RegisterRequest => request;

/** POST /api/user/update-profile: a user changes their own email only. */
export const updateProfileSchema = z.object({ email: email(AUTH_MESSAGES.profileEmailInvalid) });
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;
export interface UpdateProfileResponse {
  success: boolean;
  error?: string;
  user?: { id: number; username: string; email: string; role: 'user' | 'admin' };
}

/** PATCH /api/admin/users/{id} */
export const updateRoleSchema = z.object({
  role: z.enum(['user', 'admin'], { error: 'Role must be user or admin' }),
});
/** PATCH /api/admin/users/{id}/email */
export const updateEmailSchema = z.object({ email: email(AUTH_MESSAGES.emailInvalid) });

/** Field name -> first message, the shape forms and the server's 400 both use. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * One line for a 400 answer: the first message of each invalid field, in order. One message is
 * given as the spec words it; several are each closed by a period, so they read as sentences
 * ("Content must be at least 30 characters. Please select a platform."), never run together.
 */
export function firstMessages(error: z.ZodError): string {
  const messages = Object.values(fieldErrors(error));
  if (messages.length <= 1) return messages.join('');
  return messages.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(' ');
}
