// What "Send e-mail" on a record needs from the server: the templates a member
// may send (active, not sign-in mail, not the hand-written `message` one), a
// rendered preview (the `email-preview` function, the sender's own renderer),
// and queueing (public.queue_email_template: the message and its timeline
// entry in one transaction).
import { unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';

export interface SendableTemplate {
  key: string;
  name: string;
  description: string | null;
}

export interface Preview {
  subject: string;
  html: string;
  text: string;
  /** Placeholders the template uses that the data does not provide. */
  missing?: string[];
}

/** The built-in template a hand-written message goes out in (branded layout, text escaped). */
export const WRITTEN_TEMPLATE = 'message';

export async function listSendableTemplates(): Promise<SendableTemplate[]> {
  return unwrap(
    await supabase
      .from('email_templates')
      .select('key, name, description')
      .eq('status', 'active')
      .not('key', 'like', 'auth.%')
      .neq('key', WRITTEN_TEMPLATE)
      .order('name'),
  );
}

/** The keys of the sendable templates this data fills (every placeholder present); the server decides. */
export async function listFittingTemplates(data: Record<string, unknown>): Promise<string[]> {
  const answer = await unwrapFunction(
    await supabase.functions.invoke<{ fits?: string[] }>('email-preview', { body: { fits: true, data } }),
  );
  if (!Array.isArray(answer?.fits)) throw new Error('The server did not say which templates fit');
  return answer.fits;
}

export async function previewTemplate(template: string, data: Record<string, unknown>): Promise<Preview> {
  const preview = await unwrapFunction(
    await supabase.functions.invoke<Preview>('email-preview', { body: { template, data } }),
  );
  if (!preview) throw new Error('The preview came back empty');
  return preview;
}

export interface OutgoingMessage {
  template: string;
  to: string[];
  cc: string[];
  data: Record<string, unknown>;
  recordType: string;
  recordId: string;
}

export async function queueTemplated(m: OutgoingMessage): Promise<string> {
  return unwrap(
    await supabase.rpc('queue_email_template', {
      template: m.template,
      to_addresses: m.to,
      cc_addresses: m.cc,
      data: m.data as never,
      record_type: m.recordType,
      record_id: m.recordId,
    }),
  ) as string;
}

/** "a@x.test, b@y.test; c@z.test" → the addresses, trimmed, lower-cased, without repeats. */
export function splitAddresses(input: string): string[] {
  return [
    ...new Set(
      input
        .split(/[,;\s]+/)
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}
