import { describe, expect, it } from 'vitest';
import { reloadFor } from './reload-rules.ts';

const facts = { resourcesFailed: false, pageBuild: 'b1', deployedBuild: 'b1', reloadedFor: null };

describe('reloadFor (reload when resources failed and the worker updated; build hash)', () => {
  it('stays when nothing failed and the build is the same', () => {
    expect(reloadFor(facts)).toBeUndefined();
  });

  it('reloads once when resources failed', () => {
    expect(reloadFor({ ...facts, resourcesFailed: true })).toBe('b1');
    expect(reloadFor({ ...facts, resourcesFailed: true, reloadedFor: 'b1' })).toBeUndefined();
  });

  it('reloads once when a different build is deployed', () => {
    expect(reloadFor({ ...facts, deployedBuild: 'b2' })).toBe('b2');
    expect(reloadFor({ ...facts, deployedBuild: 'b2', reloadedFor: 'b2' })).toBeUndefined();
  });

  it('reloads once for failed resources even when the deployed build is unknown', () => {
    expect(reloadFor({ ...facts, resourcesFailed: true, deployedBuild: undefined })).toBe('unknown');
    expect(
      reloadFor({ ...facts, resourcesFailed: true, deployedBuild: undefined, reloadedFor: 'unknown' }),
    ).toBeUndefined();
  });
});
