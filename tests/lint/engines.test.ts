import { describe, expect, it } from 'vitest';
import { checkEngines, engineConflicts, supportsNode } from '../../scripts/check-engines.mjs';

/** Issue 19: the supported Node versions, declared once and held by every installed package (decision 212). */
describe('the supported Node versions', () => {
  it("include this machine's Node 20 and the image's LTS (26), as the engines range says", () => {
    expect(supportsNode('20.19.0')).toBe(true);
    expect(supportsNode('26.0.0')).toBe(true);
    expect(supportsNode(process.version), `${process.version} runs the tests`).toBe(true);
    // Node 20 below the version whose require(esm) the dependencies rely on.
    expect(supportsNode('20.18.0')).toBe(false);
  });

  it('are supported by every package of the lockfiles, and declared alike by every workspace', () => {
    expect(checkEngines()).toEqual([]);
  });

  it('find a dependency that narrows its engines below the declared range', () => {
    const lock = {
      packages: {
        '': { engines: { node: '>=1' } },
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/wide': { version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/old-style': { version: '0.1.0', engines: ['node >= 0.8'] },
        'node_modules/none': { version: '1.0.0' },
      },
    };
    expect(engineConflicts(lock, '^20.19.0 || ^26.0.0')).toEqual([
      { path: 'node_modules/cookie', version: '2.0.2', requires: '>=22' },
    ]);
    // A package capped at a major the range goes beyond.
    expect(
      engineConflicts(
        { packages: { 'node_modules/x': { engines: { node: '20.x || 24.x' } } } },
        '^20.19.0 || >=24',
      ),
    ).toHaveLength(1);
  });
});
