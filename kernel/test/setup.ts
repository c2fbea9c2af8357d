// Setup for component tests (jsdom): jest-dom matchers, a clean DOM and
// sessionStorage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a condition, never a fixed time: 1 s (the default) was too short for a lazy
// screen's first load on a busy two-core machine (the dashboard layout and a plugin screen are compiled
// on first import), so passing tests failed under load. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
