// GET /functions/v1/calendar-feed?token=<secret>: a member's calendar as
// text/calendar, for Google Calendar, Outlook and phones, which GET the address
// without any credentials (verify_jwt = false in supabase/config.toml; the
// secret is the credential). The database decides what the secret may read
// (public.calendar_feed, callable with the anon key); an unknown or revoked
// secret is a 404 that says nothing more.
import { createClient } from '@supabase/supabase-js';
import { type Feed, feedCalendar } from '#calendar-functions/calendar-ical.ts';
import { corsHeaders, preflight } from '#kernel-functions/cors.ts';

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response('Use GET', { status: 405, headers: { ...corsHeaders, Allow: 'GET, HEAD' } });
  }
  const url = new URL(req.url);
  const token = (url.searchParams.get('token') ?? '').replace(/\.ics$/, '');
  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await supabase.rpc('calendar_feed', { token });
  if (error) {
    console.error('calendar feed', error.message);
    return new Response('The calendar is not available right now', { status: 503, headers: corsHeaders });
  }
  if (!data) {
    return new Response('No calendar at this address', {
      status: 404,
      headers: { ...corsHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const body = feedCalendar(data as Feed);
  return new Response(req.method === 'HEAD' ? null : body, {
    headers: {
      ...corsHeaders,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="safeworks.ics"',
      'Cache-Control': 'private, max-age=300',
    },
  });
}

Deno.serve(handler);
