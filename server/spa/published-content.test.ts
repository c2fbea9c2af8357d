// The site's editable content in server-rendered pages (Settings → Website, ADR 067, 086): curl of the
// home page, /team and a service page shows what is published — the hero, the team members, the
// service's text — and never the draft;
// the page's head carries the same content for the browser's first render, with `<` escaped so
// database text cannot close the script.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/support/fresh-database.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import { type RunningServer, startServer } from '../start.ts';
import type { SsrModule } from './ssr.ts';

const repo = path.resolve(import.meta.dirname, '../..');
let server: RunningServer;
let db: Db;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cms-'));
const dist = path.join(tmp, 'dist');

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.copyFileSync(path.join(repo, 'index.html'), path.join(dist, 'index.html'));
  // A variable keeps the .tsx out of the server's type check (tsconfig.json has no JSX).
  const entry = '../../config/entry-server.tsx';
  const ssr = (await import(/* @vite-ignore */ entry)) as SsrModule;
  db = (await freshDatabase('cms')).db;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    STATIC_DIR: dist,
    SITE_URL: 'https://www.safeworks.example',
    LOG_LEVEL: 'silent',
  });
  server = await startServer(config, { db, ssr });
}, 120_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const html = async (p: string) => (await fetch(`${server.url}${p}`)).text();

describe('a visitor without JavaScript on the home page and /team', () => {
  it('gets the seeded hero, the wording the site had before the CMS', async () => {
    const page = await html('/');
    expect(page).toContain('Safe, healthy and compliant workplaces');
    expect(page).toContain('<script type="application/json" id="website-content">');
  });

  it('sees draft edits only once they are published', async () => {
    await db.query(
      `update public.website_hero set heading = 'Draft heading <b>nobody approved</b>' where version = 'draft'`,
    );
    await db.query(
      `insert into public.website_team_members (version, name, role, bio) values ('draft', 'Amina Hassan', 'Occupational hygienist', 'Noise and air surveys.')`,
    );
    expect(await html('/')).not.toContain('nobody approved');
    expect(await html('/team')).not.toContain('Amina Hassan');

    // What public.website_publish() does for a superadmin (tested through supabase-js in plugins/settings/tests).
    await db.query(
      `update public.website_hero p set heading = d.heading from public.website_hero d
        where p.version = 'published' and d.version = 'draft'`,
    );
    await db.query(
      `insert into public.website_team_members (version, member_key, name, role, bio)
       select 'published', member_key, name, role, bio from public.website_team_members where version = 'draft'`,
    );
    const home = await html('/');
    expect(home).toMatch(/<h1[^>]*>Draft heading &lt;b&gt;nobody approved&lt;\/b&gt;<\/h1>/);
    // The copy for the browser cannot end its script early.
    expect(home).toContain('Draft heading \\u003cb>nobody approved\\u003c/b>');
    const team = await html('/team');
    expect(team).toContain('Amina Hassan');
    expect(team).toContain('Occupational hygienist');
    expect(team).not.toContain('Individual team profiles will be published here soon.');
  });
});

describe('a visitor without JavaScript on a service page (ADR 086)', () => {
  it('gets the site’s own wording, with no copy of it in the head while nothing was changed', async () => {
    const page = await html('/services/survey-analysis/noise');
    expect(page).toMatch(/<h1[^>]*>Noise survey<\/h1>/);
    expect(page).toContain('"services":[]');
  });

  it('sees an edited text only once it is published, in the body and in the title and description', async () => {
    await db.query(
      `update public.website_services
          set title = 'Noise mapping & hearing checks', summary = 'Every loud corner measured.',
              deliverables = array['Noise map', 'Hearing protection plan']
        where version = 'draft' and service_key = 'survey-analysis/noise'`,
    );
    expect(await html('/services/survey-analysis/noise')).not.toContain('Noise mapping');

    // What public.website_publish_service('survey-analysis/noise') does for a superadmin (plugins/settings/tests).
    await db.query(
      `update public.website_services p
          set title = d.title, summary = d.summary, deliverables = d.deliverables
         from public.website_services d
        where p.version = 'published' and d.version = 'draft' and p.service_key = d.service_key
          and d.service_key = 'survey-analysis/noise'`,
    );
    const page = await html('/services/survey-analysis/noise');
    expect(page).toMatch(/<h1[^>]*>Noise mapping &amp; hearing checks<\/h1>/);
    expect(page).toContain('Every loud corner measured.');
    expect(page).toContain('Hearing protection plan');
    expect(page).not.toContain('Hearing conservation advice');
    expect(page).toMatch(/<title>Noise mapping &amp; hearing checks — /);
    expect(page).toContain('<meta name="description" content="Every loud corner measured.');
    // The area's page lists the topic under its new title; other pages keep their own wording.
    expect(await html('/services/survey-analysis')).toContain('Noise mapping &amp; hearing checks');
    // So does the services index.
    expect(await html('/services')).toContain('Noise mapping &amp; hearing checks');
    expect(await html('/services/survey-analysis/water')).toMatch(/<h1[^>]*>Water quality survey<\/h1>/);
  });
});
