// The server stops with whatever started it. `npm start` runs it through
// `sh -c`, and a shell waiting for its child does not pass npm's SIGTERM on:
// the server used to stay behind, orphaned, after npm was stopped. Three
// layers: the npm script execs node (no shell in between), the server stops
// when its parent process goes away (re-parented to init or a subreaper),
// and a stop that hangs ends the process after a deadline anyway.

/** Calls `onOrphaned` once, when this process's parent is no longer the one that started it. */
export function watchParent(onOrphaned: () => void, everyMs = 1000): () => void {
  const parent = process.ppid;
  // Started by init (a container's pid 1, systemd): nothing to outlive.
  if (parent <= 1) return () => {};
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onOrphaned();
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Ends the process with `code` if `work` has not finished within `ms`. */
export async function withDeadline(work: Promise<unknown>, ms: number, onTimeout: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      onTimeout();
      resolve();
    }, ms);
    timer.unref();
  });
  await Promise.race([work.then(() => undefined), deadline]);
  clearTimeout(timer);
}
