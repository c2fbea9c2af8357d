// The upgrade of GET /realtime/v1/websocket?apikey=…&vsn=… on the app's own
// HTTP server. The API key is checked before the upgrade (403 as Realtime
// answers a failed connect); each channel then checks its own access token.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { forwardedClient, trustedProxyHops } from '../http/ip.ts';
import { Connection, type Deps } from './connection.ts';
import type { Vsn } from './protocol.ts';

const PATHS = new Set(['/realtime/v1/websocket', '/realtime/v1/websocket/']);
const MAX_FRAME_BYTES = 1024 * 1024;

function refuse(socket: Duplex, status: number, text: string) {
  const body = JSON.stringify({ message: text });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The client's address; X-Forwarded-For only behind trusted proxies, right-most hops (as http/ip.ts). */
function addressOf(req: IncomingMessage): string {
  let hops = 0;
  try {
    hops = trustedProxyHops();
  } catch {
    hops = 0;
  }
  return forwardedClient(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
}

export function attachWebSocket(server: Server, deps: Deps): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const perAddress = new Map<string, number>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return refuse(socket, 400, 'Bad Request');
    }
    if (!PATHS.has(url.pathname)) {
      // Other upgrade handlers may own other paths; with none, refuse rather than hang.
      if (server.listenerCount('upgrade') <= 1) refuse(socket, 404, 'Not Found');
      return;
    }
    socket.on('error', () => {});
    // One address may hold only so many sockets (each costs memory and a feed subscription).
    const address = addressOf(req);
    const held = perAddress.get(address) ?? 0;
    if (held >= deps.limits.maxConnectionsPerIp) return refuse(socket, 429, 'Too Many Requests');
    perAddress.set(address, held + 1);
    let counted = true;
    const uncount = () => {
      if (!counted) return;
      counted = false;
      const n = (perAddress.get(address) ?? 1) - 1;
      if (n <= 0) perAddress.delete(address);
      else perAddress.set(address, n);
    };
    socket.once('close', uncount);
    const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0') return refuse(socket, 400, 'Bad Request');
    const header = req.headers['x-api-key'];
    const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
    if (!apikey) return refuse(socket, 403, 'Forbidden');
    deps.ctx.jwt.verify(apikey).then(
      () => {
        if (socket.destroyed) return;
        wss.handleUpgrade(req, socket, head, (ws) => {
          const conn = new Connection(ws, vsnParam as Vsn, apikey, deps);
          connections.add(conn);
          ws.on('close', () => connections.delete(conn));
        });
      },
      () => refuse(socket, 403, 'Forbidden'),
    );
  };
  server.on('upgrade', onUpgrade);

  // Phoenix closes sockets that stay silent past its timeout; clients heartbeat every 25–30 s.
  const sweep = setInterval(
    () => {
      const deadline = Date.now() - deps.limits.idleTimeoutMs;
      for (const c of connections) if (c.lastSeen < deadline) c.close(1000, 'heartbeat timeout');
    },
    Math.min(5000, deps.limits.idleTimeoutMs),
  );
  sweep.unref();

  return async () => {
    clearInterval(sweep);
    server.off('upgrade', onUpgrade);
    for (const c of connections) c.close(1001, 'server shutting down');
    connections.clear();
    await new Promise<void>((r) => wss.close(() => r()));
  };
}
