// The Supabase-compatible HTTP API as a browser-less client would use it:
// the anon key comes from the served index.html, as the SPA reads it.
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './login.ts';
import { E2E_DATA_DIR } from './server.ts';

export async function anonKey(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const key = /name="supabase-anon-key"\s+content="([^"]+)"/.exec(html)?.[1];
  expect(key, 'the served index.html carries the anon key in <meta name="supabase-anon-key">').toBeTruthy();
  return key as string;
}

export interface ApiSession {
  headers: Record<string, string>;
  user: { id: string; user_metadata: Record<string, unknown> };
}

/** Password sign-in; the headers carry the apikey and the user's access token. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const apikey = await anonKey(request);
  const res = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey, 'content-type': 'application/json' },
    data: { email, password },
  });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  const { access_token, user } = await res.json();
  return {
    headers: { apikey, 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    user,
  };
}

/** The claims of an access token (no signature check: the server did that). */
export function claims(session: ApiSession): Record<string, unknown> {
  const token = session.headers.authorization.replace(/^Bearer /, '');
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** Switches a module of organization 1 as a superadmin (used to clean up after a journey). */
export async function setModuleEnabled(
  request: APIRequestContext,
  superadmin: ApiSession,
  moduleId: string,
  enabled: boolean,
) {
  const res = await request.patch(`/rest/v1/system_modules?id=eq.${moduleId}&organization_id=eq.1`, {
    headers: { ...superadmin.headers, prefer: 'return=representation' },
    data: { is_enabled: enabled },
  });
  expect(res.status(), `PATCH system_modules ${moduleId}`).toBe(200);
  expect(await res.json()).toEqual([expect.objectContaining({ id: moduleId, is_enabled: enabled })]);
}

/**
 * A staff member of one journey only (so the demo accounts stay as they were), created as an admin
 * would: through the admin-create-user function. Returns the admin's API session and the new login.
 */
export async function createJourneyStaff(
  request: APIRequestContext,
  { prefix, fullName, password }: { prefix: string; fullName: string; password: string },
) {
  const admin = await apiSignIn(request, DEMO.admin);
  const email = `${prefix}.${Date.now()}@example.com`;
  const created = await request.post('/functions/v1/admin-create-user', {
    headers: admin.headers,
    data: { email, password, role: 'staff', full_name: fullName },
  });
  expect(created.status(), `admin-create-user ${email}`).toBe(201);
  return { admin, email, password };
}

/**
 * Headers of the service role (what an edge function or a module's server-side code holds), read
 * from the journeys' server's DATA_DIR/keys.json: the server generated the keys on its first start.
 */
export function serviceRoleHeaders(): Record<string, string> {
  const keys = JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, 'keys.json'), 'utf8')) as {
    serviceRoleKey: string;
  };
  return {
    apikey: keys.serviceRoleKey,
    authorization: `Bearer ${keys.serviceRoleKey}`,
    'content-type': 'application/json',
  };
}
