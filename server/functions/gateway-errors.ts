// What Supabase's functions gateway answers when it, not the handler, decides:
// JSON with an `sb-error-code` header, readable from browsers (the handler's
// own CORS headers never ran).
export function gatewayError(status: number, code: string, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      'sb-error-code': code,
      'access-control-allow-origin': '*',
    },
  });
}

export const notFound = () =>
  gatewayError(404, 'NOT_FOUND', { code: 'NOT_FOUND', message: 'Requested function was not found' });

export const methodNotAllowed = () =>
  gatewayError(405, 'METHOD_NOT_ALLOWED', { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });

export const missingAuth = () =>
  gatewayError(401, 'UNAUTHORIZED_NO_AUTH_HEADER', { code: 401, message: 'Missing authorization header' });

export const invalidJwt = () =>
  gatewayError(401, 'UNAUTHORIZED_INVALID_JWT_FORMAT', { code: 401, message: 'Invalid JWT' });

export const payloadTooLarge = (limit: number) =>
  gatewayError(413, 'PAYLOAD_TOO_LARGE', {
    code: 'PAYLOAD_TOO_LARGE',
    message: `Request body is larger than ${limit} bytes`,
  });

const BOOT_MESSAGE = 'Worker failed to boot (please check logs)';
export const bootError = () =>
  gatewayError(503, 'BOOT_ERROR', { code: 'BOOT_ERROR', message: BOOT_MESSAGE, error: BOOT_MESSAGE });

const CRASH_MESSAGE = 'Function exited due to an error (please check logs)';
export const workerError = () =>
  gatewayError(500, 'EDGE_FUNCTION_ERROR', {
    code: 'WORKER_ERROR',
    message: CRASH_MESSAGE,
    error: CRASH_MESSAGE,
  });

const TIMEOUT_MESSAGE = 'Function did not respond within the request timeout';
export const idleTimeout = () =>
  gatewayError(504, 'IDLE_TIMEOUT', {
    code: 'IDLE_TIMEOUT',
    message: TIMEOUT_MESSAGE,
    error: TIMEOUT_MESSAGE,
  });
