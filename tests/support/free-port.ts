// A port nothing listens on right now, chosen by the operating system, for a
// test that starts a server in a child process. A port computed from the pid
// could land in the ephemeral range and collide with a client connection
// (seen: a restart test waited 90 s for a server that could not bind).
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
