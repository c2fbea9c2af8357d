// CORS for browser callers, as Supabase's own edge functions do it: the
// gateway leaves CORS to the function, which answers the preflight itself.
// The header list matches supabase-js's `@supabase/supabase-js/cors` export.
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** The answer to a CORS preflight, or null for any other request. */
export function preflight(req: Request): Response | null {
  return req.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : null;
}
