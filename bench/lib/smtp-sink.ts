// An SMTP server that accepts everything and counts it, in a process of its
// own so a benchmark measures the sender's memory, not the receiver's. Talks
// to its parent over IPC: sends {port} once listening, answers 'count' with
// {count, bytes}.
import { SMTPServer } from 'smtp-server';

let count = 0;
let bytes = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // No reverse DNS lookup of each client: that would time a resolver, not the sender.
  disableReverseLookup: true,
  size: 64 * 1024 * 1024,
  onData(stream, _session, cb) {
    stream.on('data', (c: Buffer) => {
      bytes += c.length;
    });
    stream.on('end', () => {
      count += 1;
      cb();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.server.address() as { port: number }).port });
});
process.on('message', (m) => {
  if (m === 'count') process.send?.({ count, bytes });
  if (m === 'stop') server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
