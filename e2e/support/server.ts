// Where the journeys' server runs and keeps its data: shared by
// playwright.config.ts (which starts it) and the helpers that need its files.
import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// A new embedded database per run (removed before the server starts), outside the repository.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `safeworks-e2e-${E2E_PORT}`);
