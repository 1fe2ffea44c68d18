import { describe, expect, it } from 'vitest';
import { toHref } from './link-href';

describe('toHref', () => {
  it('keeps web and e-mail links as typed', () => {
    expect(toHref(' https://northwind-analytics.example/engineering ')).toBe(
      'https://northwind-analytics.example/engineering',
    );
    expect(toHref('http://a.example')).toBe('http://a.example');
    expect(toHref('mailto:jobs@northwind-analytics.example')).toBe(
      'mailto:jobs@northwind-analytics.example',
    );
  });

  it('completes an address without a scheme', () => {
    expect(toHref('northwind-analytics.example/jobs')).toBe(
      'https://northwind-analytics.example/jobs',
    );
    expect(toHref('jobs@northwind-analytics.example')).toBe(
      'mailto:jobs@northwind-analytics.example',
    );
  });

  it('gives an empty target for an empty box and refuses other schemes and non-addresses', () => {
    expect(toHref('   ')).toBe('');
    expect(toHref('javascript:alert(1)')).toBeNull();
    expect(toHref('data:text/html,hi')).toBeNull();
    expect(toHref('ftp://files.example')).toBeNull();
    expect(toHref('not a link')).toBeNull();
    expect(toHref('localhost')).toBeNull();
  });
});
