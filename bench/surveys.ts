// `npm run bench:surveys` — a benchmark, not a test (issue 26, ADR 066). Is a survey's
// analytics page fast with 100,000 responses? It makes a throw-away PostgreSQL database,
// starts the server in-process on it, builds and publishes a 20-item survey (2 sections,
// 18 questions of every kind) as a staff member through the API, loads 100,000 responses
// (1.8 million answers over six months, set-based) and 120,000 visits (drop-off), then
// times what the analytics page asks for when it opens, through /rest/v1 as that staff
// member — all three requests at once, as the page sends them (the "whole page" figure),
// and each alone:
//   - POST rpc/survey_results (every chart's figures, aggregated in SQL),
//   - POST rpc/survey_drop_off (completion and drop-off per page),
//   - GET survey_responses (the newest 10 responses with their answers, exact count),
// for all dates and for the last 30 days (?from=&to=).
// Target (issue 26): p95 ≤ 1 s for the whole page.
//
// Settings: BENCH_DATABASE_URL (an admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_RESPONSES (default 100000), BENCH_SAMPLES (page loads per variant, default 30),
// BENCH_OUT (write the figures as JSON), BENCH_KEEP=1 (keep the database).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/log.ts';
import { startServer } from '../server/start.ts';
import { createTempDatabase, serverVersion } from './lib/pg-admin.ts';
import { p50p95, timeOnce } from './lib/stats.ts';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const RESPONSES = num('BENCH_RESPONSES', 100_000);
const SAMPLES = num('BENCH_SAMPLES', 30);
const TARGET_P95_MS = 1000;

const key = () => crypto.randomUUID();
const choices = (...c: string[]) => c;
/** The survey: 2 sections and 18 questions, every kind the analytics page charts. */
const QUESTIONS = [
  {
    kind: 'single_choice',
    title: 'Which service?',
    choices: choices('Fire audit', 'Noise survey', 'Training', 'Medical'),
  },
  {
    kind: 'single_choice',
    title: 'Which region?',
    choices: choices('Nairobi', 'Coast', 'Rift Valley', 'Western'),
  },
  {
    kind: 'dropdown',
    title: 'Industry',
    choices: choices('Manufacturing', 'Construction', 'Agriculture', 'Retail'),
    other: true,
  },
  {
    kind: 'multiple_choice',
    title: 'What went well?',
    choices: choices('Punctual', 'Clear report', 'Friendly', 'Thorough'),
  },
  { kind: 'rating', title: 'Overall rating', max: 5 },
  { kind: 'nps', title: 'How likely are you to recommend us?' },
  { kind: 'number', title: 'Workers on site', min: 1, max: 5000 },
  { kind: 'long_text', title: 'What could we do better?' },
  { kind: 'section', title: 'The auditor' },
  {
    kind: 'matrix',
    title: 'Rate the auditor',
    rows: ['Knowledge', 'Courtesy', 'Timeliness'],
    choices: choices('Poor', 'Fair', 'Good'),
  },
  { kind: 'rating', title: 'Report clarity', max: 5 },
  { kind: 'rating', title: 'Value for money', max: 10 },
  { kind: 'single_choice', title: 'Would you book again?', choices: choices('Yes', 'No', 'Maybe') },
  {
    kind: 'multiple_choice',
    title: 'Which documents did you get?',
    choices: choices('Report', 'Certificate', 'Invoice'),
  },
  { kind: 'dropdown', title: 'Company size', choices: choices('1–9', '10–49', '50–249', '250+') },
  { kind: 'date', title: 'Date of the visit' },
  { kind: 'section', title: 'Last words' },
  { kind: 'number', title: 'Days until the report came', min: 0, max: 60 },
  { kind: 'single_choice', title: 'How did you hear of us?', choices: choices('Referral', 'Web', 'Event') },
  { kind: 'short_text', title: 'Your site name' },
].map((q) => ({ key: key(), required: false, ...q }));

/** 100,000 responses over six months and their answers, set-based, as the table owner. */
async function load(client: pg.Client, surveyId: string, n: number) {
  await client.query('set session_replication_role = replica');
  await client.query(
    `create temp table bench_r as
       select i, gen_random_uuid() as id, gen_random_uuid() as key,
              now() - make_interval(secs => (i * 7919 % (180 * 86400))) as at
         from generate_series(1, $1::int) i`,
    [n],
  );
  await client.query(
    `insert into survey_responses (id, survey_id, version, idempotency_key, submitted_at)
     select id, $1::uuid, 1, key, at from bench_r`,
    [surveyId],
  );
  // Each answer a deterministic function of (response, question): h in 0..9999.
  await client.query(
    `insert into survey_answers (response_id, question_id, value)
     select r.id, q.id,
            case q.kind
              when 'single_choice' then to_jsonb(q.choices[1 + h % cardinality(q.choices)])
              when 'dropdown' then case when h % 20 = 0 then to_jsonb('Mining ' || h % 7)
                                        else to_jsonb(q.choices[1 + h % cardinality(q.choices)]) end
              when 'multiple_choice' then jsonb_build_array(q.choices[1 + h % cardinality(q.choices)],
                                                            q.choices[1 + (h / 7) % cardinality(q.choices)])
              when 'rating' then to_jsonb(1 + h % q.max_value::int)
              when 'nps' then to_jsonb(h % 11)
              when 'number' then to_jsonb(q.min_value::int + h % (q.max_value - q.min_value + 1)::int)
              when 'date' then to_jsonb((current_date - h % 180)::text)
              when 'matrix' then (select jsonb_object_agg(row_name, q.choices[1 + (h + k) % cardinality(q.choices)])
                                    from unnest(q.rows) with ordinality x(row_name, k))
              when 'long_text' then to_jsonb('The report came late for site ' || h % 500 || ', otherwise good')
              else to_jsonb('Site ' || h % 2000)
            end
       from bench_r r
       cross join survey_questions q
       cross join lateral (select (abs(hashint4(r.i * 31 + q.position)) % 10000) as h) x
      where q.survey_id = $1::uuid and q.version = 1 and q.kind <> 'section'
        and not (q.kind in ('long_text', 'short_text', 'date') and x.h % 3 = 0)`,
    [surveyId],
  );
  // Multiple choice: each option once.
  await client.query(
    `update survey_answers a set value = (select jsonb_agg(distinct e) from jsonb_array_elements(a.value) e)
      where jsonb_typeof(a.value) = 'array'`,
  );
  // Visits: every response's, furthest on the last page, and 20 % more who stopped on the way.
  await client.query(
    `insert into survey_visits (survey_id, key, version, furthest, started_at, seen_at)
     select $1::uuid, key, 1, 2, at - interval '4 minutes', at from bench_r
     union all
     select $1::uuid, gen_random_uuid(), 1, i % 3, at - interval '2 minutes', at from bench_r where i % 5 = 0`,
    [surveyId],
  );
  await client.query('set session_replication_role = origin');
  for (const t of ['survey_responses', 'survey_answers', 'survey_visits', 'survey_questions'])
    await client.query(`vacuum analyze ${t}`);
}

async function main() {
  const temp = await createTempDatabase(ADMIN_URL, 'safeworks_bench_surveys');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-bench-surveys-'));
  const cleanups: (() => Promise<void>)[] = [
    process.env.BENCH_KEEP ? async () => console.log(`kept ${temp.url}`) : () => temp.drop(),
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  ];
  try {
    const config = loadConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: temp.url,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    });
    const server = await startServer(config, { log: createLogger('info', '/dev/null') });
    cleanups.unshift(() => server.close());
    const version = await serverVersion(temp.url);

    // A staff member, made as an administrator would, signed in with a token of the server's own keys.
    const service = server.ctx.keys.serviceRoleKey;
    const created = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: service, authorization: `Bearer ${service}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bench-staff@example.test',
        password: crypto.randomBytes(18).toString('base64url'),
        email_confirm: true,
        app_metadata: { role: 'staff' },
      }),
    });
    if (!created.ok)
      throw new Error(`could not create the staff user: ${created.status} ${await created.text()}`);
    const { id: userId } = (await created.json()) as { id: string };
    const token = await server.ctx.jwt.sign(
      {
        sub: userId,
        role: 'authenticated',
        aud: 'authenticated',
        app_metadata: { role: 'staff' },
        session_id: userId,
      },
      3600,
    );
    const headers = {
      apikey: server.ctx.keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    };
    const api = async (method: string, rest: string, body?: unknown, extra: Record<string, string> = {}) => {
      const res = await fetch(`${server.url}/rest/v1/${rest}`, {
        method,
        headers: { ...headers, ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${rest}: ${res.status} ${text}`);
      return text ? (JSON.parse(text) as unknown) : null;
    };

    // The survey, built and published as the builder does.
    const [survey] = (await api(
      'POST',
      'surveys?select=id',
      {
        title: 'Client satisfaction after an audit',
        purpose: 'feedback',
        draft: { questions: QUESTIONS, settings: {} },
      },
      { prefer: 'return=representation' },
    )) as { id: string }[];
    const surveyId = survey!.id;
    await api('POST', 'rpc/publish_survey', { p_id: surveyId });

    const raw = new pg.Client({ connectionString: temp.url });
    await raw.connect();
    cleanups.unshift(() => raw.end());
    const started = performance.now();
    console.log(
      `PostgreSQL ${version}: loading ${RESPONSES.toLocaleString('en')} responses to a 20-item survey…`,
    );
    await load(raw, surveyId, RESPONSES);
    const counts = await raw.query<{ answers: string; visits: string }>(
      'select (select count(*) from survey_answers) as answers, (select count(*) from survey_visits) as visits',
    );
    console.log(
      `  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Number(counts.rows[0]!.answers).toLocaleString('en')} answers, ${Number(counts.rows[0]!.visits).toLocaleString('en')} visits`,
    );

    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const variants: { name: string; range: Record<string, string> }[] = [
      { name: 'all dates', range: {} },
      {
        name: 'last 30 days',
        range: { p_from: iso(new Date(Date.now() - 30 * 86_400_000)), p_to: iso(new Date()) },
      },
    ];
    const requests = (range: Record<string, string>) => ({
      survey_results: async () => {
        const r = (await api('POST', 'rpc/survey_results', { p_id: surveyId, ...range })) as {
          responses: number;
        };
        if (!(r.responses > 0)) throw new Error('survey_results: no responses');
      },
      survey_drop_off: async () => {
        const r = (await api('POST', 'rpc/survey_drop_off', { p_id: surveyId, ...range })) as {
          started: number;
        };
        if (!(r.started > 0)) throw new Error('survey_drop_off: no visits');
      },
      'responses, newest 10 with count': async () => {
        const rows = (await api(
          'GET',
          `survey_responses?select=id,version,respondent_email,submitted_at,survey_answers(value,survey_questions(title,position))&survey_id=eq.${surveyId}&order=submitted_at.desc,id.asc&offset=0&limit=10`,
          undefined,
          { prefer: 'count=exact' },
        )) as unknown[];
        if (rows.length !== 10) throw new Error('responses: not 10 rows');
      },
    });
    const time = timeOnce;
    const stats = p50p95;
    const figures: { variant: string; part: string; p50: number; p95: number }[] = [];
    for (const v of variants) {
      const r = requests(v.range);
      const parts = Object.entries(r);
      // Warm-up: plans, caches, connections.
      for (let i = 0; i < Math.min(3, SAMPLES); i++) await Promise.all(parts.map(([, f]) => f()));
      const page: number[] = [];
      const alone = new Map<string, number[]>(parts.map(([n]) => [n, []]));
      for (let i = 0; i < SAMPLES; i++) {
        page.push(await time(() => Promise.all(parts.map(([, f]) => f()))));
        for (const [n, f] of parts) alone.get(n)!.push(await time(f));
      }
      figures.push({ variant: v.name, part: 'whole page (3 requests at once)', ...stats(page) });
      for (const [n, t] of alone) figures.push({ variant: v.name, part: `${n} alone`, ...stats(t) });
      console.log(`  ${v.name}: ${SAMPLES} page loads done`);
    }
    const ms = (x: number) => `${x.toFixed(0)} ms`;
    console.log(
      `\nPostgreSQL ${version}, ${RESPONSES.toLocaleString('en')} responses × 18 questions, ${SAMPLES} samples`,
    );
    console.log('| Dates | Request | p50 | p95 | target (whole page p95 ≤ 1 s) |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const f of figures) {
      const whole = f.part.startsWith('whole');
      console.log(
        `| ${f.variant} | ${f.part} | ${ms(f.p50)} | ${ms(f.p95)} | ${whole ? (f.p95 <= TARGET_P95_MS ? 'met' : 'MISSED') : ''} |`,
      );
    }
    if (process.env.BENCH_OUT)
      fs.writeFileSync(
        process.env.BENCH_OUT,
        `${JSON.stringify({ version, responses: RESPONSES, samples: SAMPLES, figures }, null, 2)}\n`,
      );
    if (figures.some((f) => f.part.startsWith('whole') && f.p95 > TARGET_P95_MS)) process.exitCode = 1;
  } finally {
    for (const c of cleanups) await c().catch((e) => console.error(e));
  }
}

await main();
