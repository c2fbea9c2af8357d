// `npm run keys`: prints {"url","anonKey","serviceRoleKey"} for the same
// DATA_DIR and environment `npm start` uses (generating keys if needed).
import { loadConfig } from '../server/config.ts';
import { loadKeys } from '../server/keys.ts';

const config = loadConfig();
const keys = await loadKeys(config);
process.stdout.write(
  `${JSON.stringify({ url: config.apiUrl, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey })}\n`,
);
