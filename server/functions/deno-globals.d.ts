// Types for the globals handler files use (kernel/functions/**, plugins/*/functions/**): on Supabase
// they come from the Deno runtime; here from deno-shim.ts. Only the members the
// shim provides are declared, so a handler cannot compile against more.
declare global {
  var Deno: {
    serve(
      handler: (
        req: Request,
        info: { remoteAddr: { transport: 'tcp'; hostname: string; port: number }; completed: Promise<void> },
      ) => Response | Promise<Response>,
    ): unknown;
    env: {
      get(name: string): string | undefined;
      has(name: string): boolean;
      toObject(): Record<string, string>;
    };
  };
  var EdgeRuntime: { waitUntil(promise: Promise<unknown>): void };
}

export {};
