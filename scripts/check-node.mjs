// Fails loudly when npm scripts run on a Node older than 24: the `node`
// package (a dependency) puts Node 24 on PATH for npm scripts; if its install
// script was skipped, scripts would silently fall back to the machine's Node.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Safeworks needs Node 24 or newer, but this script runs on Node ${process.versions.node}.\n` +
      'Run it through `npm run …` / `npx …` after `npm ci`, which installs Node 24 via the `node` package.',
  );
  process.exit(1);
}
