// Baselines for bench/rest.ts: what a bare node:http server on the same
// (main) thread reaches, with none of the REST path. `constant` answers a
// fixed one-row JSON array; `query` runs the benchmark's SQL through the raw
// driver (no transaction, role or claims) and answers its rows as JSON. They
// tell how much of the raw driver's rate any HTTP server in this process
// could keep on this machine, i.e. what is achievable at all.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

const ID = /[?&]id=eq\.(\d+)/;

export async function startFloorServer(
  answer: (id: number) => Promise<string> | string,
): Promise<FloorServer> {
  const server = http.createServer((req, res) => {
    const m = ID.exec(req.url ?? '');
    Promise.resolve(answer(m ? Number(m[1]) : 1)).then(
      (body) => {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      },
      (e: Error) => {
        res.writeHead(500);
        res.end(e.message);
      },
    );
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
