// At every start: print the demo logins that still have this install's demo
// password, warn while they can be reached from the network, and forget the
// kept password once no demo account uses it.
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Logger } from '../log.ts';
import {
  DEMO_USERS,
  demoLoginsBox,
  demoUsersWithPassword,
  forgetDemoPassword,
  isLoopback,
  keptDemoPassword,
  networkWarning,
} from './demo-users.ts';

export async function reportDemoLogins(opts: {
  db: Db;
  url: string;
  config: Pick<Config, 'dataDir' | 'demoPassword' | 'host'>;
  log: Logger;
  print?: (text: string) => void;
}): Promise<string[]> {
  const { db, config, log } = opts;
  const password = keptDemoPassword(config.dataDir, config.demoPassword);
  if (!password) return [];
  const open = await demoUsersWithPassword(db, password);
  if (open.length === 0) {
    if (!config.demoPassword) forgetDemoPassword(config.dataDir);
    return [];
  }
  (opts.print ?? console.log)(demoLoginsBox(opts.url, open, password, config.host));
  if (!isLoopback(config.host))
    log.warn(
      { host: config.host, accounts: open.filter((e) => DEMO_USERS.some((u) => u.email === e)) },
      networkWarning(config.host).join(' '),
    );
  return open;
}
