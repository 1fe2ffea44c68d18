// Social sign-in in the fake. GET /v2/auth/{provider}/ checks its query against the contract
// (this route bypasses Prism, whose proxy would follow the 302 itself), keeps the flow
// server-side (redirect_url, the app's state, its PKCE challenge) and answers 302 to a local
// stand-in page instead of Google's or LinkedIn's consent screen. The page lists the seeded
// accounts linked to that provider; choosing one sends the browser back to the web app as the real
// callback does: `{web app}/{redirect_url}#code=…&state=…`, a one-time code in the fragment that
// the app exchanges (exchangeSocialCode) with its verifier. No token ever travels in a URL.
import { randomBytes } from 'node:crypto';
import { zStartSocialSignInQuery } from '../../generated/zod.gen';
import type { Ctx } from './http';
import { invalid } from './http';
import type { UserRecord } from './store';

/** The flow between start and callback, and the one-time code after it. */
const SOCIAL_FLOW_TTL_MS = 10 * 60 * 1000;
const SOCIAL_CODE_TTL_MS = 60 * 1000;

const newKey = () => randomBytes(24).toString('base64url');

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const PROVIDERS: Record<string, string> = { google: 'Google', linkedin: 'LinkedIn' };

/**
 * The start: the query checked against the contract (redirect_url's allow-list, state,
 * code_challenge), the flow kept server-side so that the callback cannot be steered elsewhere.
 * Returns the flow id, or throws 400.
 */
function startSocialFlow(ctx: Ctx, provider: string, params: URLSearchParams): string {
  const parsed = zStartSocialSignInQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'query');
      (errors[field] ??= []).push(
        field === 'redirect_url'
          ? 'Must be a path of the web app, without a leading slash.'
          : 'This field is required and must be valid.',
      );
    }
    throw invalid(errors, 'One or more parameters are invalid.');
  }
  const flow = newKey();
  ctx.store.socialFlows.set(flow, {
    provider,
    redirect_url: parsed.data.redirect_url ?? '',
    state: parsed.data.state,
    code_challenge: parsed.data.code_challenge,
    expires_at: ctx.now().getTime() + SOCIAL_FLOW_TTL_MS,
  });
  return flow;
}

/**
 * The provider's callback for a flow: `{web app}/{redirect_url}#code=…&state=…` (the code bound to
 * the PKCE challenge), or `?error_state=…`. Null for an unknown or old flow. Used once.
 */
function finishSocialFlow(
  ctx: Ctx,
  flowId: string,
  user: UserRecord | null,
  error = 'social_failed',
): URL | null {
  const flow = ctx.store.socialFlows.get(flowId);
  ctx.store.socialFlows.delete(flowId);
  if (!flow || flow.expires_at <= ctx.now().getTime()) return null;
  const back = new URL(`/${flow.redirect_url}`, ctx.config.appOrigin);
  if (!user) {
    back.searchParams.set('error_state', error);
    return back;
  }
  const code = newKey();
  ctx.store.socialCodes.set(code, {
    user_id: user.id,
    code_challenge: flow.code_challenge,
    expires_at: ctx.now().getTime() + SOCIAL_CODE_TTL_MS,
  });
  back.hash = new URLSearchParams({ code, state: flow.state }).toString();
  return back;
}

/** Where the API's 302 goes: the stand-in page, carrying the flow's id only. Throws 400. */
export function socialStartLocation(ctx: Ctx, provider: string, params: URLSearchParams): string {
  const flow = startSocialFlow(ctx, provider, params);
  const target = new URL(`/__social/${provider}`, ctx.config.fakeOrigin);
  target.searchParams.set('flow', flow);
  return target.toString();
}

const text = (status: number, body: string) => ({
  status,
  headers: { 'content-type': 'text/plain' },
  body,
});

/** The consent stand-in page (GET /__social/{provider}) or the callback (…/{provider}/continue). */
export function socialPage(
  ctx: Ctx,
  url: URL,
): { status: number; headers: Record<string, string>; body?: string } {
  const [, , provider = '', step] = url.pathname.split('/');
  const name = PROVIDERS[provider];
  if (!name) return text(404, 'Unknown provider');
  const flowId = url.searchParams.get('flow') ?? '';
  const flow = ctx.store.socialFlows.get(flowId);
  if (!flow || flow.provider !== provider || flow.expires_at <= ctx.now().getTime())
    return text(400, 'This sign-in has expired or was never started. Start it again from the app.');
  if (step === 'continue' || step === 'cancel') {
    const user =
      step === 'continue'
        ? (ctx.store.users.find(
            (u) =>
              u.id === url.searchParams.get('user') &&
              u.confirmed &&
              (provider === 'google' ? u.google : u.linkedin),
          ) ?? null)
        : null;
    const back = finishSocialFlow(
      ctx,
      flowId,
      user,
      step === 'cancel' ? 'social_cancelled' : 'social_failed',
    );
    if (!back) return text(400, 'This sign-in has expired.');
    return { status: 302, headers: { location: back.toString() } };
  }
  const accounts = ctx.store.users.filter(
    (u) => u.confirmed && (provider === 'google' ? u.google : u.linkedin),
  );
  const link = (stepName: string, id?: string) => {
    const next = new URL(`/__social/${provider}/${stepName}`, ctx.config.fakeOrigin);
    next.searchParams.set('flow', flowId);
    if (id) next.searchParams.set('user', id);
    return next.toString();
  };
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}a{display:block;padding:.75rem 1rem;margin:.5rem 0;border:1px solid #ccc;border-radius:.5rem;color:inherit;text-decoration:none}a:hover,a:focus{border-color:#1d4ed8}small{color:#555}</style></head>
<body><h1>Sign in with ${name}</h1><p><small>Local backend stand-in for ${name}'s consent screen. Choose a seeded account linked to ${name}.</small></p>
${accounts.map((u) => `<a href="${escapeHtml(link('continue', u.id))}">Continue as ${escapeHtml(u.name ?? u.email)}<br><small>${escapeHtml(u.email)}</small></a>`).join('\n')}
<p><a href="${escapeHtml(link('cancel'))}">Cancel</a></p></body></html>`;
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}
