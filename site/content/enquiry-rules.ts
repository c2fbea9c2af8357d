// The enquiry form's rules in zod (ADR 034's checks that spare a visitor a round trip) and the shape of the
// database's answer. Loaded when a visitor starts the form or sends it, not with the page: zod and the resolver
// are ≈ 27 kB gzip and every service page is a landing (ADR 085).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

export const enquirySchema = z
  .object({
    contact_name: z.string().trim().min(1, 'Enter your name').max(200, 'At most 200 characters'),
    company: z.string().trim().max(200, 'At most 200 characters'),
    email: z
      .string()
      .trim()
      .max(254, 'At most 254 characters')
      .refine(
        (v) => v === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v),
        'Enter a valid e-mail address, like name@company.co.ke',
      ),
    phone: z
      .string()
      .trim()
      .refine(
        (v) =>
          v === '' ||
          (/^\+?[0-9][0-9 ()-]{5,30}$/.test(v) &&
            v.replace(/\D/g, '').length >= 7 &&
            v.replace(/\D/g, '').length <= 15),
        'Enter a valid phone number, like +254 712 345 678',
      ),
    service: z.string(),
    message: z.string().trim().max(5000, 'At most 5000 characters'),
    /** The honeypot: hidden from people and screen readers; only bots fill it. */
    website: z.string(),
  })
  .refine((v) => v.email !== '' || v.phone !== '', {
    path: ['email'],
    message: 'Give an e-mail address or a phone number so we can reply',
  });

export type EnquiryValues = z.infer<typeof enquirySchema>;

export const enquiryResolver = zodResolver(enquirySchema);

export const enquiryAnswerSchema = z.object({ reference: z.string().min(1, 'no reference number') });
export type EnquiryAnswer = z.infer<typeof enquiryAnswerSchema>;
