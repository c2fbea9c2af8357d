// The "Send e-mail" form's rules (pure): who it goes to — people picked from
// the record and addresses typed — and either a hand-written subject and
// message or a template. The database refuses the same things (address
// checks, no CR/LF in a subject, draft templates); this says so sooner.
import { z } from 'zod';
import { splitAddresses, WRITTEN_TEMPLATE } from './compose-data.ts';

/** What the outbox accepts: a plain local@domain address (no display name, no CR/LF). */
const ADDRESS =
  /^[^\s@<>()",;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
export const MAX_RECIPIENTS = 20;

export const composeSchema = z
  .object({
    picked: z.array(z.string()),
    other: z.string(),
    cc: z.string(),
    mode: z.enum(['write', 'template']),
    template: z.string(),
    subject: z.string(),
    body: z.string(),
  })
  .superRefine((v, ctx) => {
    const badOther = splitAddresses(v.other).filter((a) => !ADDRESS.test(a));
    if (badOther.length)
      ctx.addIssue({
        code: 'custom',
        path: ['other'],
        message: `Not an e-mail address: ${badOther.join(', ')}`,
      });
    const badCc = splitAddresses(v.cc).filter((a) => !ADDRESS.test(a));
    if (badCc.length)
      ctx.addIssue({ code: 'custom', path: ['cc'], message: `Not an e-mail address: ${badCc.join(', ')}` });
    const to = new Set([...v.picked, ...splitAddresses(v.other)]);
    if (to.size === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['other'],
        message: 'Pick someone or type an address to send to',
      });
    if (to.size + splitAddresses(v.cc).length > MAX_RECIPIENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['other'],
        message: `At most ${MAX_RECIPIENTS} recipients: for more, use a campaign`,
      });
    if (v.mode === 'template' && !v.template)
      ctx.addIssue({ code: 'custom', path: ['template'], message: 'Choose a template' });
    if (v.mode === 'write') {
      if (!v.subject.trim()) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Write a subject' });
      else if (/[\r\n]/.test(v.subject) || v.subject.length > 500)
        ctx.addIssue({ code: 'custom', path: ['subject'], message: 'One line of at most 500 characters' });
      if (!v.body.trim()) ctx.addIssue({ code: 'custom', path: ['body'], message: 'Write the message' });
      else if (v.body.length > 20000)
        ctx.addIssue({ code: 'custom', path: ['body'], message: 'At most 20,000 characters' });
    }
  })
  .transform((v) => ({
    to: [...new Set([...v.picked.map((a) => a.toLowerCase()), ...splitAddresses(v.other)])],
    cc: splitAddresses(v.cc),
    template: v.mode === 'write' ? WRITTEN_TEMPLATE : v.template,
    written: v.mode === 'write' ? { subject: v.subject.trim(), body: v.body.trim() } : null,
  }));

export type ComposeValues = z.input<typeof composeSchema>;
export type ComposeOutput = z.output<typeof composeSchema>;

/** The template's data: the record's, who is writing ({{sender.name}}), and the hand-written message if any. */
export function templateData(
  recordData: Record<string, unknown> | undefined,
  written: ComposeOutput['written'],
  sender?: { name: string; email: string | null },
): Record<string, unknown> {
  return { ...(recordData ?? {}), ...(sender ? { sender } : {}), ...(written ? { message: written } : {}) };
}
