import type {
  TrustedScript,
  TrustedScriptURL,
  TrustedTypePolicy,
  TrustedTypesWindow,
} from 'trusted-types/lib';

/**
 * Trusted Types (docs/deploy.md): the site's Content-Security-Policy says
 * `require-trusted-types-for 'script'; trusted-types dompurify jobboard` (scripts/lib/csp.ts).
 * HTML is only ever made by DOMPurify's own policy (src/lib/rich-text.ts, RETURN_TRUSTED_TYPE).
 * This is the other one, `jobboard`, and it makes no HTML: only the text of a JSON-LD block (JSON
 * that holds no `<`, as serializeJsonLd writes it) and the Tag Manager script's URL. Anything
 * else throws. Where the browser knows no Trusted Types (and in jsdom) the checked string is used.
 */
const APP_POLICY = 'jobboard';

const TAG_MANAGER = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-[A-Z0-9]{4,12}$/;

function jsonBlock(text: string): string {
  if (text.includes('<')) throw new TypeError('JSON-LD text must not hold "<"');
  JSON.parse(text); // throws when it is not JSON
  return text;
}

function tagManagerUrl(url: string): string {
  if (!TAG_MANAGER.test(url)) throw new TypeError(`not the Tag Manager script: ${url}`);
  return url;
}

let policy: Pick<TrustedTypePolicy, 'createScript' | 'createScriptURL'> | null | undefined;

function appPolicy() {
  if (policy === undefined) {
    const factory = (globalThis as unknown as Partial<TrustedTypesWindow>).trustedTypes;
    policy = factory
      ? factory.createPolicy(APP_POLICY, {
          createScript: jsonBlock,
          createScriptURL: tagManagerUrl,
        })
      : null;
  }
  return policy;
}

/** The text of a `<script type="application/ld+json">` block. */
export function trustedJsonLd(json: string): TrustedScript | string {
  return appPolicy()?.createScript(json) ?? jsonBlock(json);
}

/** The Tag Manager script's URL (https://www.googletagmanager.com/gtm.js?id=GTM-…). */
export function trustedTagManagerUrl(url: string): TrustedScriptURL | string {
  return appPolicy()?.createScriptURL(url) ?? tagManagerUrl(url);
}
