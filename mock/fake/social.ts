// The social sign-in stand-in. GET /v2/auth/{provider}/ answers 302 to this local page (instead of
// Google's or LinkedIn's consent screen); it lists the seeded accounts linked to that provider, and
// choosing one sends the browser back to the web app with a fresh token pair, as the real callback
// does: `{web app}/{redirect_url}?access_token=…&refresh_token=…`.
import type { Ctx } from './http';
import { issuePair } from './tokens';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const PROVIDERS: Record<string, string> = { google: 'Google', linkedin: 'LinkedIn' };

/** Where the API's 302 goes: this page, carrying the flow's parameters. */
export function socialStartLocation(ctx: Ctx, provider: string, params: URLSearchParams): string {
  const target = new URL(`/__social/${provider}`, ctx.config.fakeOrigin);
  target.searchParams.set('redirect_url', params.get('redirect_url') ?? '');
  return target.toString();
}

/** The consent stand-in page (GET /__social/{provider}) or the callback (…/{provider}/continue). */
export function socialPage(
  ctx: Ctx,
  url: URL,
): { status: number; headers: Record<string, string>; body?: string } {
  const [, , provider = '', step] = url.pathname.split('/');
  const name = PROVIDERS[provider];
  if (!name)
    return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Unknown provider' };
  const app = ctx.config.appOrigin;
  const redirect = url.searchParams.get('redirect_url') ?? '';
  const back = new URL(`/${redirect}`, app);
  if (step === 'continue') {
    const user = ctx.store.users.find(
      (u) =>
        u.id === url.searchParams.get('user') &&
        u.confirmed &&
        (provider === 'google' ? u.google : u.linkedin),
    );
    if (!user) back.searchParams.set('error_state', 'social_failed');
    else {
      const { access, refresh } = issuePair(user.id, ctx.now(), ctx.config.accessTtlSeconds);
      back.searchParams.set('access_token', access);
      back.searchParams.set('refresh_token', refresh);
    }
    return { status: 302, headers: { location: back.toString() } };
  }
  const accounts = ctx.store.users.filter(
    (u) => u.confirmed && (provider === 'google' ? u.google : u.linkedin),
  );
  const link = (id: string) => {
    const next = new URL(`/__social/${provider}/continue`, ctx.config.fakeOrigin);
    next.searchParams.set('user', id);
    next.searchParams.set('redirect_url', redirect);
    return next.toString();
  };
  const cancel = new URL(back);
  cancel.searchParams.set('error_state', 'social_cancelled');
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}a{display:block;padding:.75rem 1rem;margin:.5rem 0;border:1px solid #ccc;border-radius:.5rem;color:inherit;text-decoration:none}a:hover,a:focus{border-color:#1d4ed8}small{color:#555}</style></head>
<body><h1>Sign in with ${name}</h1><p><small>Local backend stand-in for ${name}'s consent screen. Choose a seeded account linked to ${name}.</small></p>
${accounts.map((u) => `<a href="${escapeHtml(link(u.id))}">Continue as ${escapeHtml(u.name ?? u.email)}<br><small>${escapeHtml(u.email)}</small></a>`).join('\n')}
<p><a href="${escapeHtml(cancel.toString())}">Cancel</a></p></body></html>`;
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}
