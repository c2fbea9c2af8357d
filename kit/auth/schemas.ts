// One zod schema per auth form; the pages, stories and tests share them.
import { z } from 'zod';
import { IDENTIFIER_ERROR, parseIdentifier } from './identifier.ts';

/** GoTrue's default minimum; the server enforces its own setting and answers weak_password. */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 72;
export const FULL_NAME_MAX_LENGTH = 200;

const identifier = z
  .string()
  .trim()
  .min(1, 'Enter your email or phone number')
  // Empty input already has its own message.
  .refine((v) => v === '' || parseIdentifier(v) !== null, IDENTIFIER_ERROR);

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginSchema = z.object({
  identifier,
  password: z.string().min(1, 'Enter your password'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, 'Enter your full name')
    .max(FULL_NAME_MAX_LENGTH, `Use at most ${FULL_NAME_MAX_LENGTH} characters`),
  identifier,
  password: newPassword,
});
export type SignupValues = z.infer<typeof signupSchema>;

export const forgotSchema = z.object({
  email: z.string().trim().pipe(z.email('Enter a valid email address')),
});
export type ForgotValues = z.infer<typeof forgotSchema>;

export const resetSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'The passwords do not match', path: ['confirm'] });
export type ResetValues = z.infer<typeof resetSchema>;

/** A signed-in member changing their password: the current one first (checked by signing in again). */
export const changePasswordSchema = z
  .object({
    current: z.string().min(1, 'Enter your current password'),
    password: newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'The passwords do not match', path: ['confirm'] })
  .refine((v) => v.password === '' || v.password !== v.current, {
    message: 'Choose a password different from the current one',
    path: ['password'],
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
