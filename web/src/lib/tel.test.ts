import { describe, expect, it } from 'vitest';
import { telHref } from './tel';

describe('telHref', () => {
  it('dials the digits and a leading +', () => {
    expect(telHref('+32 470 12 34 56')).toBe('tel:+32470123456');
    expect(telHref('0470/12.34.56')).toBe('tel:0470123456');
  });

  it('drops the trunk "(0)" written after a country code, which would dial a number that does not exist', () => {
    expect(telHref('+32 (0)470 12 34 56')).toBe('tel:+32470123456');
    expect(telHref('+44 ( 0 ) 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('keeps a national number in brackets as it is', () => {
    expect(telHref('(02) 513 00 00')).toBe('tel:025130000');
    expect(telHref('(0)2 513 00 00')).toBe('tel:025130000');
  });
});
