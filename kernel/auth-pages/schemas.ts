import { z } from 'zod';
import { IDENTIFIER_ERROR, parseIdentifier } from './identifier.ts';

const identifier = z
  .string()
  .trim()
  .min(1, 'Enter your email or phone number')
  .refine((v) => parseIdentifier(v) !== null, IDENTIFIER_ERROR);

export const loginSchema = z.object({
  identifier,
  password: z.string().min(1, 'Enter your password'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  fullName: z.string().trim().min(2, 'Enter your full name').max(200, 'Use at most 200 characters'),
  identifier,
  password: z.string().min(8, 'Use at least 8 characters').max(72, 'Use at most 72 characters'),
});
export type SignupValues = z.infer<typeof signupSchema>;

export const forgotSchema = z.object({ email: z.email('Enter a valid email address') });
export const resetSchema = z
  .object({
    password: z.string().min(8, 'Use at least 8 characters').max(72, 'Use at most 72 characters'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'The passwords do not match', path: ['confirm'] });
