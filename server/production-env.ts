// `npm start` serves the built app: libraries that read NODE_ENV (React on the server renders public pages,
// ADR 058) must take their production builds, not the development ones — those are several times slower and
// put a server error's full stack into the page's HTML. Imported first by main.ts, so it is set before any
// library is loaded. An explicit NODE_ENV (e.g. `NODE_ENV=development npm start`) is kept.
process.env.NODE_ENV ??= 'production';
