// Issue 26: "thank-you message and redirect, branding from Settings → Company". The redirect is a published
// setting like the others (checked by publish_survey, changed only through it); the respondent's page gets
// the firm's name, logo and contacts with the survey, in every state.
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { newSurvey, publish, q } from './support.ts';

type User = Awaited<ReturnType<typeof userWithRole>>;
let staff: User;

beforeAll(async () => {
  staff = await userWithRole('staff');
});

type Shown = {
  state: string;
  survey: { redirect_url: string | null } | null;
  company: { name: string; logo_path: string | null; phone: string | null; email: string | null } | null;
};
const shown = async (id: string) => {
  const { data, error } = await anonClient().rpc('public_survey', { p_id: id });
  expect(error).toBeNull();
  return data as Shown;
};

describe('a survey that sends its respondents on after the thank-you', () => {
  it('is published with the address, which the respondent’s page is given', async () => {
    const id = await newSurvey(staff.client, [q('short_text', 'Site name')], {
      thank_you: 'Asante!',
      redirect_url: '  https://safeworks.example/book-a-visit?from=survey  ',
    });
    await publish(staff.client, id);
    expect((await shown(id)).survey?.redirect_url).toBe('https://safeworks.example/book-a-visit?from=survey');
  });

  it('is refused an address that is not a web address, with the setting named, and nothing changes', async () => {
    for (const bad of [
      'javascript:alert(1)',
      'safeworks.example',
      'https://',
      'https://a b.example',
      'ftp://x.example',
    ]) {
      const id = await newSurvey(staff.client, [q('short_text', 'Site name')], { redirect_url: bad });
      const { error } = await staff.client.rpc('publish_survey', { p_id: id });
      expect(error?.message).toBe(
        'The address to send respondents to must be a web address starting with https:// (or http://)',
      );
      expect(error?.details).toBe('redirect_url');
      expect((await shown(id)).state).toBe('unpublished');
    }
  });

  it('cannot have its address changed by staff behind the builder’s back', async () => {
    const id = await newSurvey(staff.client, [q('short_text', 'Site name')], {
      redirect_url: 'https://safeworks.example/thanks',
    });
    await publish(staff.client, id);
    const { error } = await staff.client
      .from('surveys')
      .update({ redirect_url: 'https://evil.example/' })
      .eq('id', id);
    expect(error?.message).toBe('Publish or close the survey to change what respondents see');
    expect((await shown(id)).survey?.redirect_url).toBe('https://safeworks.example/thanks');
  });

  it('without an address, keeps its respondents on the thank-you', async () => {
    const id = await newSurvey(staff.client, [q('short_text', 'Site name')], { redirect_url: '   ' });
    await publish(staff.client, id);
    expect((await shown(id)).survey?.redirect_url).toBeNull();
  });
});

describe('the respondent’s page carries the firm’s branding', () => {
  it('names the firm with its logo, phone and e-mail from Settings → Company, even for an unknown survey', async () => {
    const service = serviceClient();
    const { data: org, error } = await service
      .from('organizations')
      .select('name, logo_path, phone, email')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    const id = await newSurvey(staff.client, [q('short_text', 'Site name')]);
    await publish(staff.client, id);
    expect((await shown(id)).company).toMatchObject(org!);
    expect((await shown('00000000-0000-4000-8000-000000000000')).company).toMatchObject(org!);
  });
});
