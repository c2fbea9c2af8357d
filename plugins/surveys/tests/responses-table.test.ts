// The exports' one source (ADR 071): survey_responses_table gives one column per current question with
// its cell type and every response as typed cells; survey_responses_csv is written from it, so the CSV
// and the Excel workbook (built from the table in the page) cannot disagree.
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { byTitle, everyKind, newSurvey, publicSurvey, publish, validAnswers } from './support.ts';

type Staff = Awaited<ReturnType<typeof userWithRole>>;
type Table = { columns: { key: string; title: string; kind: string }[]; rows: unknown[][] };
let staff: Staff;
let surveyId: string;

beforeAll(async () => {
  staff = await userWithRole('staff');
  surveyId = await newSurvey(staff.client, everyKind());
  await publish(staff.client, surveyId);
  const shown = (await publicSurvey(staff.client, surveyId)).survey!;
  for (const answers of [validAnswers, { ...validAnswers, 'Site name': '-5 dB at the gate, "loud"' }]) {
    const { error } = await staff.client.rpc('submit_survey_response', {
      p_survey_id: surveyId,
      p_answers: byTitle(shown.questions, answers),
    });
    expect(error).toBeNull();
  }
});

describe('the responses as one table', () => {
  it('a staff member gets a column per current question with its type, and typed cells', async () => {
    const { data, error } = await staff.client.rpc('survey_responses_table', { p_id: surveyId });
    expect(error).toBeNull();
    const table = data as Table;
    expect(table.columns.map((c) => [c.title, c.kind])).toEqual([
      ['Submitted', 'datetime'],
      ['Version', 'number'],
      ['E-mail', 'text'],
      ['Site name', 'text'],
      ['What could we do better?', 'text'],
      ['Which service?', 'text'],
      ['What did you like?', 'text'],
      ['County', 'text'],
      ['Overall rating', 'number'],
      ['How likely are you to recommend us?', 'number'],
      ['Workers on site', 'number'],
      ['Date of the visit', 'date'],
      ['Rate the auditor', 'text'],
    ]);
    expect(table.rows).toHaveLength(2);
    const [submitted, ...rest] = table.rows[0]!;
    expect(submitted).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(rest).toEqual([
      1,
      null,
      'Kakuzi packhouse',
      null,
      'Fire audit',
      'Punctual; Clear report',
      'Nairobi',
      4,
      9,
      120,
      '2026-11-02',
      'Courtesy: Fair; Knowledge: Good',
    ]);
  });

  it('the CSV says the same as the table, with formula-like text defused', async () => {
    const [{ data: table }, { data: csv }] = await Promise.all([
      staff.client.rpc('survey_responses_table', { p_id: surveyId }),
      staff.client.rpc('survey_responses_csv', { p_id: surveyId }),
    ]);
    const lines = (csv as string).trim().split('\n');
    expect(lines[0]).toBe(
      `Submitted,Version,E-mail,${(table as Table).columns
        .slice(3)
        .map((c) => `"${c.title}"`)
        .join(',')}`,
    );
    const first = (table as Table).rows[0]!;
    expect(lines[1]).toBe(
      `${String(first[0]).slice(0, 16).replace('T', ' ')},1,,"Kakuzi packhouse","","Fire audit","Punctual; Clear report","Nairobi","4","9","120","2026-11-02","Courtesy: Fair; Knowledge: Good"`,
    );
    expect(lines[2]).toContain(',"\'-5 dB at the gate, ""loud""",');
  });

  it('a visitor gets neither', async () => {
    const table = await anonClient().rpc('survey_responses_table', { p_id: surveyId });
    expect(table.data).toBeNull();
    expect(table.error).not.toBeNull();
  });
});
