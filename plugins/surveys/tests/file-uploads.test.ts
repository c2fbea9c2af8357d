// File-upload questions (ADR 073) through supabase-js: a visitor uploads into the private bucket
// survey-uploads under <survey>/<the response's key>/… and sends the path; submit_survey_response checks the
// stored object (this survey, this key, size, type, not used twice) and keeps storage's size and type; visitors
// add files and nothing else; staff download only files an answer names; an administrator deletes.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { newSurvey, type PublicQuestion, publicSurvey, publish, q } from './support.ts';

type User = Awaited<ReturnType<typeof userWithRole>>;
let staff: User;
let admin: User;

const BUCKET = 'survey-uploads';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A PNG's signature and header, padded to `size` bytes (storage checks the signature). */
function png(size = 2000) {
  const head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  const out = new Uint8Array(size);
  out.set(head);
  return out;
}

async function upload(client: SupabaseClient, path: string, bytes: Uint8Array, contentType: string) {
  return client.storage.from(BUCKET).upload(path, bytes, { contentType });
}

/** A published survey with a file question (PDF or images, at most 1 MB) and a text question. */
async function surveyWithFile(extra: Partial<Parameters<typeof q>[2]> = {}) {
  const id = await newSurvey(staff.client, [
    q('short_text', 'Site name'),
    q('file_upload', 'Noise survey report', {
      required: true,
      file_types: ['pdf', 'images'],
      max_mb: 1,
      ...extra,
    }),
  ]);
  await publish(staff.client, id);
  const shown = (await publicSurvey(anonClient(), id)).survey!;
  const file = shown.questions.find((x) => x.kind === 'file_upload') as PublicQuestion;
  return { id, file, questions: shown.questions };
}

function send(
  client: SupabaseClient,
  surveyId: string,
  key: string | null,
  answers: Record<string, unknown>,
) {
  return client.rpc('submit_survey_response', {
    p_survey_id: surveyId,
    p_answers: answers,
    p_key: key ?? undefined,
  });
}

beforeAll(async () => {
  [staff, admin] = await Promise.all([userWithRole('staff'), userWithRole('admin')]);
});

describe('a visitor answering a file question', () => {
  it('sees what it takes, uploads a PDF, sends it, and the answer keeps the size and type storage recorded', async () => {
    const { id, file } = await surveyWithFile();
    expect(file).toMatchObject({ file_types: ['images', 'pdf'], max_mb: 1, required: true });
    const visitor = anonClient();
    const key = randomUUID();
    const path = `${id}/${key}/${randomUUID()}.pdf`;
    expect((await upload(visitor, path, PDF, 'application/pdf')).error).toBeNull();

    // Not sent yet: no answer names it, so staff cannot read it either.
    expect((await staff.client.storage.from(BUCKET).download(path)).error).not.toBeNull();

    const { data, error } = await send(visitor, id, key, {
      [file.id]: { path, name: '  Report – Kakuzi.pdf ', size: 1, type: 'image/png' },
    });
    expect(error).toBeNull();
    const { data: stored } = await staff.client
      .from('survey_answers')
      .select('value')
      .eq('response_id', data.response_id)
      .single();
    expect(stored?.value).toEqual({
      path,
      name: 'Report – Kakuzi.pdf',
      size: PDF.length,
      type: 'application/pdf',
    });

    // Staff download it, straight or through a signed link saved under its name.
    const direct = await staff.client.storage.from(BUCKET).download(path);
    expect(direct.error).toBeNull();
    expect(new Uint8Array(await direct.data!.arrayBuffer())).toEqual(PDF);
    const link = await staff.client.storage
      .from(BUCKET)
      .createSignedUrl(path, 60, { download: 'Report.pdf' });
    expect(link.error).toBeNull();
    const fetched = await fetch(link.data!.signedUrl);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toMatch(/attachment/);
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(PDF);

    // The exports (CSV and Excel) name the file; its path stays out of them.
    const table = await staff.client.rpc('survey_responses_table', { p_id: id });
    expect(table.error).toBeNull();
    const { columns, rows } = table.data as { columns: { key: string }[]; rows: unknown[][] };
    const at = columns.findIndex((c) => c.key === file.key);
    expect(at).toBeGreaterThan(0);
    expect(rows.map((r) => r[at])).toEqual(['Report – Kakuzi.pdf']);

    // No more files under a key that has been sent.
    const late = await upload(visitor, `${id}/${key}/${randomUUID()}.pdf`, PDF, 'application/pdf');
    expect(late.error).not.toBeNull();
  });

  it('is asked for the file when the question is required', async () => {
    const { id, questions } = await surveyWithFile();
    const site = questions.find((x) => x.title === 'Site name')!;
    const { error } = await send(anonClient(), id, randomUUID(), { [site.id]: 'Kakuzi' });
    expect(error?.message).toBe('Answer “Noise survey report”: it is required');
  });

  it('is refused a file under another key or another survey, or named twice in one response, and nothing is stored', async () => {
    const { id, file } = await surveyWithFile();
    const other = await surveyWithFile();
    const mine = randomUUID();
    const theirs = randomUUID();
    const underOtherKey = `${id}/${theirs}/a.pdf`;
    const underOtherSurvey = `${other.id}/${mine}/b.pdf`;
    expect((await upload(anonClient(), underOtherKey, PDF, 'application/pdf')).error).toBeNull();
    expect((await upload(anonClient(), underOtherSurvey, PDF, 'application/pdf')).error).toBeNull();
    for (const path of [underOtherKey, underOtherSurvey, `${id}/${mine}/never-uploaded.pdf`]) {
      const { error, status } = await send(anonClient(), id, mine, {
        [file.id]: { path, name: 'a.pdf', size: 10, type: 'application/pdf' },
      });
      expect(error?.message).toBe(
        'The file for “Noise survey report” was not uploaded with these answers: choose it again',
      );
      expect(error?.details).toBe(file.id);
      expect(status).toBe(400);
    }
    // Without a key there is no prefix of its own.
    const keyless = await send(anonClient(), id, null, {
      [file.id]: { path: underOtherKey, name: 'a.pdf', size: 10, type: 'application/pdf' },
    });
    expect(keyless.error?.message).toMatch(/was not uploaded with these answers/);

    const two = await newSurvey(staff.client, [
      q('file_upload', 'Front page', { file_types: ['pdf'] }),
      q('file_upload', 'Back page', { file_types: ['pdf'] }),
    ]);
    await publish(staff.client, two);
    const [front, back] = (await publicSurvey(anonClient(), two)).survey!.questions;
    const key = randomUUID();
    const path = `${two}/${key}/one.pdf`;
    expect((await upload(anonClient(), path, PDF, 'application/pdf')).error).toBeNull();
    const answer = { path, name: 'one.pdf', size: 1, type: 'application/pdf' };
    const twice = await send(anonClient(), two, key, { [front!.id]: answer, [back!.id]: answer });
    expect(twice.error?.message).toBe(
      'The file for “Back page” is already the answer to another question: choose it again',
    );
    const { count } = await staff.client
      .from('survey_responses')
      .select('id', { count: 'exact', head: true })
      .in('survey_id', [id, two]);
    expect(count).toBe(0);
  });

  it('is refused a file too big or of a kind the question does not take, with the limits in the message', async () => {
    const { id, file } = await surveyWithFile({ file_types: ['images'], max_mb: 1 });
    const key = randomUUID();
    const big = `${id}/${key}/big.png`;
    const pdf = `${id}/${key}/report.pdf`;
    expect((await upload(anonClient(), big, png(1024 * 1024 + 1), 'image/png')).error).toBeNull();
    expect((await upload(anonClient(), pdf, PDF, 'application/pdf')).error).toBeNull();
    const tooBig = await send(anonClient(), id, key, {
      [file.id]: { path: big, name: 'big.png', size: 1, type: 'image/png' },
    });
    expect(tooBig.error?.message).toBe('The file for “Noise survey report” is too big (at most 1 MB)');
    const wrongType = await send(anonClient(), id, key, {
      [file.id]: { path: pdf, name: 'report.pdf', size: 1, type: 'image/png' },
    });
    expect(wrongType.error?.message).toBe(
      'The file for “Noise survey report” must be an image (JPEG, PNG or WebP)',
    );
    const notAFile = await send(anonClient(), id, key, { [file.id]: 'report.pdf' });
    expect(notAFile.error?.message).toBe('Choose a file for “Noise survey report”');
    // The same file at the right size is taken.
    const small = `${id}/${key}/small.png`;
    expect((await upload(anonClient(), small, png(), 'image/png')).error).toBeNull();
    expect(
      (
        await send(anonClient(), id, key, {
          [file.id]: { path: small, name: 'site.png', size: 1, type: 'x' },
        })
      ).error,
    ).toBeNull();
  });
});

describe('the bucket survey-uploads', () => {
  it('lets visitors add files only under an open survey with a file question, with a plain name, and never read, list, replace or delete', async () => {
    const { id } = await surveyWithFile();
    const visitor = anonClient();
    const key = randomUUID();
    const path = `${id}/${key}/site.png`;
    expect((await upload(visitor, path, png(), 'image/png')).error).toBeNull();

    expect((await visitor.storage.from(BUCKET).download(path)).error).not.toBeNull();
    expect((await visitor.storage.from(BUCKET).createSignedUrl(path, 60)).error).not.toBeNull();
    const listed = await visitor.storage.from(BUCKET).list(`${id}/${key}`);
    expect(listed.data ?? []).toEqual([]);
    const replaced = await visitor.storage
      .from(BUCKET)
      .upload(path, PDF, { contentType: 'application/pdf', upsert: true });
    expect(replaced.error).not.toBeNull();
    const removed = await visitor.storage.from(BUCKET).remove([path]);
    expect(removed.data ?? []).toEqual([]);
    const customer = await userWithRole('customer');
    expect((await customer.client.storage.from(BUCKET).download(path)).error).not.toBeNull();
    // Still there, as uploaded: administrators see it.
    expect((await admin.client.storage.from(BUCKET).download(path)).error).toBeNull();

    const textOnly = await newSurvey(staff.client, [q('short_text', 'Name')]);
    await publish(staff.client, textOnly);
    const draft = await newSurvey(staff.client, [q('file_upload', 'Photo', { file_types: ['images'] })]);
    for (const refused of [
      `${textOnly}/${randomUUID()}/a.png`, // no file question
      `${draft}/${randomUUID()}/a.png`, // not published
      `${id}/a.png`, // no key
      `${id}/not-a-key/a.png`,
      `${id}/${randomUUID()}/extra/a.png`,
      `${id}/${randomUUID()}/..hidden.png`,
    ]) {
      const { error } = await upload(anonClient(), refused, png(), 'image/png');
      expect(error, refused).not.toBeNull();
    }
    // Storage's own limits: a type no question may take.
    const html = await upload(
      anonClient(),
      `${id}/${randomUUID()}/page.html`,
      new TextEncoder().encode('<p>x</p>'),
      'text/html',
    );
    expect(html.error).not.toBeNull();

    await staff.client.rpc('set_survey_closed', { p_id: id, p_closed: true });
    expect(
      (await upload(anonClient(), `${id}/${randomUUID()}/late.png`, png(), 'image/png')).error,
    ).not.toBeNull();
  });

  it('after an administrator deletes a response: staff can no longer read its file, and the administrator removes it', async () => {
    const { id, file } = await surveyWithFile();
    const key = randomUUID();
    const path = `${id}/${key}/report.pdf`;
    expect((await upload(anonClient(), path, PDF, 'application/pdf')).error).toBeNull();
    const { data } = await send(anonClient(), id, key, {
      [file.id]: { path, name: 'r.pdf', size: 1, type: 'x' },
    });
    expect((await staff.client.storage.from(BUCKET).download(path)).error).toBeNull();
    // Staff may not delete files.
    expect((await staff.client.storage.from(BUCKET).remove([path])).data ?? []).toEqual([]);

    const deleted = await admin.client
      .from('survey_responses')
      .delete()
      .eq('id', data.response_id)
      .select('id');
    expect(deleted.data).toHaveLength(1);
    expect((await staff.client.storage.from(BUCKET).createSignedUrl(path, 60)).error).not.toBeNull();
    const removed = await admin.client.storage.from(BUCKET).remove([path]);
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    expect((await admin.client.storage.from(BUCKET).download(path)).error).not.toBeNull();
  });
});

describe('publishing a file question', () => {
  it.each([
    ['no kind of file', { file_types: [] }, 'needs at least one allowed kind of file'],
    ['an unknown kind', { file_types: ['pdf', 'video'] }, 'allows an unknown kind of file'],
    ['11 MB', { max_mb: 11 }, 'must allow files of 1 to 10 MB (a whole number)'],
    ['0 MB', { max_mb: 0 }, 'must allow files of 1 to 10 MB (a whole number)'],
    ['2.5 MB', { max_mb: 2.5 }, 'must allow files of 1 to 10 MB (a whole number)'],
  ])('is refused with %s, naming the question', async (_what, settings, message) => {
    const question = q('file_upload', 'Photo', { file_types: ['images'], max_mb: 5, ...settings });
    const id = await newSurvey(staff.client, [question]);
    const { error } = await staff.client.rpc('publish_survey', { p_id: id });
    expect(error?.message).toBe(`Question 1 (“Photo”) ${message}`);
    expect(error?.details).toBe(question.key);
  });

  it('takes 5 MB when no size is given', async () => {
    const id = await newSurvey(staff.client, [
      q('file_upload', 'Photo', { file_types: ['office', 'images'] }),
    ]);
    await publish(staff.client, id);
    const [question] = (await publicSurvey(anonClient(), id)).survey!.questions;
    expect(question).toMatchObject({ kind: 'file_upload', file_types: ['images', 'office'], max_mb: 5 });
  });
});
