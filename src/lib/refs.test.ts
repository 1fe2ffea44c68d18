import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mergeRefs } from './refs';

describe('mergeRefs', () => {
  it('sets object and callback refs alike, and skips missing ones', () => {
    const object = createRef<string>();
    const callback = vi.fn();
    mergeRefs<string>(object, undefined, callback)('element');
    expect(object.current).toBe('element');
    expect(callback).toHaveBeenCalledWith('element');
    mergeRefs<string>(object, callback)(null);
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });
});
