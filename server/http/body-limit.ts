// Request-body limits for the API prefixes: a declared Content-Length over the
// limit is refused before a byte of the body is read; a chunked body is
// counted as it arrives and refused the moment it passes the limit, so memory
// never holds more than `maxBytes` for one request. The refusal closes the
// connection, so Node does not go on reading (and discarding) the rest.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function limitBody(maxBytes: number, refuse: (c: Context) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const res = refuse(c);
      res.headers.set('connection', 'close');
      return res;
    },
  });
}
