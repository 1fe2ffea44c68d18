import { describe, expect, it } from 'vitest';
import { parseCountryLookup } from './country-lookup';

describe('parseCountryLookup', () => {
  it.each([
    ['1;GB;GBR;United Kingdom', 'GB'],
    ['1;DE;DEU;Germany', 'DE'],
    ['1;us;USA;United States', 'US'],
    ['1;FR', 'FR'],
    ['1;GB;GBR;United Kingdom\n', 'GB'],
  ])('reads characters 3-4 of %j as the country code', (text, expected) => {
    expect(parseCountryLookup(text)).toBe(expected);
  });

  it.each([
    ['0;GB;GBR;United Kingdom', 'first character is not 1'],
    ['2;GB;GBR;United Kingdom', 'first character is not 1'],
    ['GB', 'no status character'],
    ['', 'empty text'],
    ['1', 'too short'],
    ['1;', 'too short'],
    ['1;G', 'too short'],
    ['1;G1;...', 'not two letters'],
    ['1;--', 'not two letters'],
    ['<html>error</html>', 'not the lookup format'],
  ])('returns null for %j (%s)', (text) => {
    expect(parseCountryLookup(text)).toBeNull();
  });

  it('returns null for non-text input', () => {
    expect(parseCountryLookup(undefined)).toBeNull();
    expect(parseCountryLookup(null)).toBeNull();
  });
});
