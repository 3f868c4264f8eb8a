import { describe, expect, it } from 'vitest';
import type { BenchSuite } from './context';
import { parseSuiteArgs } from './harness';

const suites = ['agents', 'calls'].map((name): BenchSuite => ({ name, run: async () => {} }));

describe('the bench command line', () => {
  it('takes the tiny-scale flag off the list of suites', () => {
    expect(parseSuiteArgs(['--tiny'], suites)).toEqual({ help: false, only: [] });
    expect(parseSuiteArgs(['calls', '--tiny'], suites)).toEqual({ help: false, only: ['calls'] });
  });

  it('refuses a name that is no suite, with the list', () => {
    expect(() => parseSuiteArgs(['faults'], suites)).toThrow('no such suite: faults (suites: agents, calls)');
  });
});
