import { describe, expect, it } from 'vitest';
import { trustedJsonLd, trustedTagManagerUrl } from './trusted-types';

// The app's Trusted Types policy makes no HTML, and only what it was made for (docs/deploy.md). jsdom
// has no Trusted Types: the same checks apply to the plain string.
describe('the jobboard policy', () => {
  it('admits JSON without "<" as a JSON-LD block, nothing else', () => {
    expect(trustedJsonLd('{"title":"a \\u003c/script\\u003e"}')).toBe(
      '{"title":"a \\u003c/script\\u003e"}',
    );
    expect(() => trustedJsonLd('{"title":"</script><script>alert(1)</script>"}')).toThrow(
      TypeError,
    );
    expect(() => trustedJsonLd('alert(1)')).toThrow();
  });

  it('admits the Tag Manager script URL, no other', () => {
    const url = 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234';
    expect(trustedTagManagerUrl(url)).toBe(url);
    expect(() => trustedTagManagerUrl('https://evil.example/gtm.js?id=GTM-ABC1234')).toThrow(
      TypeError,
    );
    expect(() => trustedTagManagerUrl(`${url}&x=1`)).toThrow(TypeError);
  });
});
