import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './json-ld';

const blocks = () => document.head.querySelectorAll('script[type="application/ld+json"]');

describe('JsonLd', () => {
  it('puts one block into the head while shown, and takes it out after', () => {
    const { unmount } = render(<JsonLd json='{"@type":"JobPosting"}' />);
    expect(blocks()).toHaveLength(1);
    expect(blocks()[0]?.textContent).toBe('{"@type":"JobPosting"}');
    unmount();
    expect(blocks()).toHaveLength(0);
  });

  it('writes no block for no markup (a closed job: serializeJsonLd gives "")', () => {
    render(<JsonLd json="" />);
    expect(blocks()).toHaveLength(0);
  });
});
