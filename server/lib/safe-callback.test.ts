import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './safe-callback';

describe('sameOriginPath', () => {
  it.each([
    ['/calls?page=2#top', '/calls?page=2#top'],
    ['/contacts', '/contacts'],
    ['calls', '/calls'],
    ['/a/../overview', '/overview'],
    ['/\\evil.example/phish', '/overview'],
    ['/%5Cevil.example/phish', '/%5Cevil.example/phish'],
    ['\\\\evil.example', '/overview'],
    ['//evil.example/phish', '/overview'],
    ['/\t/evil.example', '/overview'],
    ['https://evil.example/', '/overview'],
    ['javascript:alert(1)', '/overview'],
    ['http://switchboard.invalid@evil.example/', '/overview'],
    ['', '/overview'],
    [undefined, '/overview'],
  ])('%s → %s', (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
  });
});
