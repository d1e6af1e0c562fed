import { describe, expect, it } from 'vitest';
import { memoiseLoader } from './memo.ts';

describe('memoiseLoader', () => {
  it('loads once per key however often it is asked', async () => {
    let loads = 0;
    const get = memoiseLoader((key: boolean) => {
      loads += 1;
      return Promise.resolve(key ? 'preview' : 'published');
    });
    expect(await Promise.all([get(false), get(false), get(true)])).toEqual(['published', 'published', 'preview']);
    expect(loads).toBe(2);
  });

  it('forgets a failed load so the next ask tries again', async () => {
    let attempt = 0;
    const get = memoiseLoader(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok');
    });
    await expect(get('k')).rejects.toThrow('offline');
    expect(await get('k')).toBe('ok');
  });

  it('clear() makes the next ask load again', async () => {
    let loads = 0;
    const get = memoiseLoader(() => Promise.resolve(++loads));
    await get('k');
    get.clear();
    expect(await get('k')).toBe(2);
  });
});
