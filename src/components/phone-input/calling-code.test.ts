import { describe, expect, it } from 'vitest';
import { switchCallingCode } from './calling-code';

describe('switchCallingCode: only the calling code changes', () => {
  it.each([
    ['+49 170 98765432', '49', '94', '+94 170 98765432'],
    ['+49 (170) 987-65432', '49', '94', '+94 (170) 987-65432'],
    ['+4917098765432', '49', '94', '+94 17098765432'],
    ['+ 4 9 170', '49', '1', '+1 170'],
    ['+49', '49', '94', '+94'],
    ['  +44 20 7946 0018 ', '44', '353', '+353 20 7946 0018'],
  ])('%s (+%s → +%s) is %s', (raw, from, to, expected) => {
    expect(switchCallingCode(raw, from, to)).toBe(expected);
  });

  it.each([
    ['0170 98765432', '49', '94'], // a national number: the new country reads its digits
    ['+44 20 7946 0018', '49', '94'], // not the old country's code
    ['+4', '49', '94'], // the code not complete yet
    ['', '49', '94'],
  ])('leaves %j as it is', (raw, from, to) => {
    expect(switchCallingCode(raw, from, to)).toBe(raw);
  });
});
