import { describe, expect, it } from 'vitest';
import { optedOut, vitalsTarget } from './collect-plan.ts';

const page = { template: 'legal', pageRegion: 'global', vitalsSample: '1' };

describe('vitalsTarget: whether a page view is measured', () => {
  it('measures a page that names its template, region and rate, for a visitor who did not opt out', () => {
    expect(vitalsTarget(page, {}, 0.999)).toEqual({ template: 'legal', region: 'global' });
    expect(vitalsTarget(page, { doNotTrack: '0', globalPrivacyControl: false }, 0)).toEqual({
      template: 'legal',
      region: 'global',
    });
  });

  it('measures nothing with Global Privacy Control or Do Not Track on', () => {
    expect(vitalsTarget(page, { globalPrivacyControl: true }, 0)).toBeUndefined();
    expect(vitalsTarget(page, { doNotTrack: '1' }, 0)).toBeUndefined();
    expect(optedOut({ doNotTrack: 'yes' })).toBe(true);
    expect(optedOut({ doNotTrack: 'unspecified' })).toBe(false);
  });

  it('measures the sampled share of page views', () => {
    const quarter = { ...page, vitalsSample: '0.25' };
    expect(vitalsTarget(quarter, {}, 0.24)).toBeDefined();
    expect(vitalsTarget(quarter, {}, 0.25)).toBeUndefined();
    expect(vitalsTarget({ ...page, vitalsSample: '0' }, {}, 0)).toBeUndefined();
  });

  it("measures nothing on a page that does not say what it is (an editor's preview, a rate of nonsense)", () => {
    expect(vitalsTarget({ pageRegion: 'nz', vitalsSample: '1' }, {}, 0)).toBeUndefined();
    expect(vitalsTarget({ template: 'home', vitalsSample: '1' }, {}, 0)).toBeUndefined();
    expect(vitalsTarget({ template: 'home', pageRegion: 'nz' }, {}, 0)).toBeUndefined();
    expect(vitalsTarget({ ...page, vitalsSample: 'lots' }, {}, 0)).toBeUndefined();
  });
});
