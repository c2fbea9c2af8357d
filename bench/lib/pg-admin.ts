// A throw-away PostgreSQL database per benchmark run, dropped afterwards.
import pg from 'pg';

export interface TempDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTempDatabase(adminUrl: string, prefix: string): Promise<TempDatabase> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // The name is ours (prefix + pid), never input; still quoted as an identifier.
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    name,
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      try {
        await a.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}

export async function serverVersion(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ v: string }>("select current_setting('server_version') as v");
    return r.rows[0].v;
  } finally {
    await c.end();
  }
}
