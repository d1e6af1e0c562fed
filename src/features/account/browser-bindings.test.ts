import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh store and bindings over an in-memory localStorage. */
async function load() {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.setPersistentEngine({}, { addEventListener() {}, removeEventListener() {} });
  const store = await import('../../lib/store/index.ts');
  const { browserAccountBindings } = await import('./browser-bindings.ts');
  return { store, bindings: browserAccountBindings };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('browserAccountBindings', () => {
  it('write the client store; setUser records the login time, updateUser does not', async () => {
    vi.useFakeTimers({ now: 5_000 });
    const { store, bindings } = await load();
    bindings.store.setUser({ uid: 'u1' });
    expect(store.$user.get()).toEqual({ uid: 'u1' });
    expect(store.$loggedInTime.get()).toBe(5_000);
    vi.setSystemTime(9_000);
    bindings.store.updateUser({ uid: 'u1', city: 'Nelson' });
    expect(store.$user.get()).toEqual({ uid: 'u1', city: 'Nelson' });
    expect(store.$loggedInTime.get()).toBe(5_000);
    bindings.store.setContact({ contact_id: 'u1', is_verified: true });
    bindings.store.setRequestedBlogs(['b1']);
    bindings.store.setOrders([{ weborder_id: 'W1' }]);
    expect(store.$contact.get()).toEqual({ contact_id: 'u1', is_verified: true });
    expect(store.$requestedBlogs.get()).toEqual(['b1']);
    expect(store.$orders.get()).toEqual([{ weborder_id: 'W1' }]);
    bindings.store.clearAccount();
    expect(store.$user.get()).toBeUndefined();
    expect(store.$contact.get()).toBeUndefined();
    expect(store.$orders.get()).toEqual([]);
    expect(store.$requestedBlogs.get()).toEqual([]);
  });

  it('wait resolves after the given time', async () => {
    vi.useFakeTimers();
    const { bindings } = await load();
    let done = false;
    void bindings.wait(1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('toast is harmless without a document (server, tests)', async () => {
    const { bindings } = await load();
    expect(() => {
      bindings.toast('Registration completed', 'success');
    }).not.toThrow();
  });
});
