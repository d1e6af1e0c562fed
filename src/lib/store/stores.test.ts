import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHANGE_EVENT } from './account-keys.ts';
import { SHORT_SESSION_MS } from './session.ts';

type Stores = typeof import('./index.ts');

/** Load a fresh copy of the store over the given localStorage contents. */
async function loadStore(
  storage: Record<string, string> = {},
): Promise<{ store: Stores; storage: Record<string, string> }> {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {} });
  const store = await import('./index.ts');
  return { store, storage };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('client store defaults', () => {
  it('starts in nz, staying logged in, with an empty cart and no user', async () => {
    const { store } = await loadStore();
    expect(store.$region.get()).toBe('nz');
    expect(store.$stayLoggedIn.get()).toBe(true);
    expect(store.$cart.get()).toEqual([]);
    expect(store.$user.get()).toBeUndefined();
    expect(store.$initialLoad.get()).toBe(true);
    expect(store.$searchQuery.get()).toBe('');
  });
});

describe('persistence', () => {
  it('writes persisted stores as JSON under tasman: keys', async () => {
    const { store, storage } = await loadStore();
    store.$region.set('au');
    store.$requestedBlogs.set(['blog-1']);
    expect(storage['tasman:region']).toBe('"au"');
    expect(storage['tasman:requestedBlogs']).toBe('["blog-1"]');
  });

  it('keeps search, modal, form, page paths, initial load and cart state out of storage', async () => {
    const { store, storage } = await loadStore();
    store.$searchQuery.set('revit');
    store.$searchFacet.set({ 'industries.title': ['construction'] });
    store.$modalShownId.set('region');
    store.$currentForm.set({ _id: 'form-1' });
    store.$pagePaths.set(['/nz/']);
    store.$initialLoad.set(false);
    store.$cartState.set({});
    expect(Object.keys(storage)).toEqual([]);
  });

  it('reads stored values back', async () => {
    const { store } = await loadStore({
      'tasman:region': '"au"',
      'tasman:stayLoggedIn': 'false',
      'tasman:orders': '[{"weborder_id":"W1","status":"processing"}]',
    });
    expect(store.$region.get()).toBe('au');
    expect(store.$stayLoggedIn.get()).toBe(false);
    expect(store.$orders.get()).toEqual([{ weborder_id: 'W1', status: 'processing' }]);
  });

  it('falls back to defaults on corrupt or foreign stored values', async () => {
    const { store } = await loadStore({
      'tasman:region': '"us"',
      'tasman:cart': '{broken',
      'tasman:stayLoggedIn': '"yes"',
      'tasman:user': '[1]',
      'tasman:orders': '[{"id":1}]',
      'tasman:loggedInTime': '"yesterday"',
    });
    expect(store.$region.get()).toBe('nz');
    expect(store.$cart.get()).toEqual([]);
    expect(store.$stayLoggedIn.get()).toBe(true);
    expect(store.$user.get()).toBeUndefined();
    expect(store.$orders.get()).toEqual([]);
    expect(store.$loggedInTime.get()).toBeUndefined();
  });
});

describe('account', () => {
  it('setUser records the login time and clearing the user clears it', async () => {
    const { store, storage } = await loadStore();
    store.setUser({ uid: 'u1', first_name: 'Aroha' }, 1_000);
    expect(store.$loggedInTime.get()).toBe(1_000);
    expect(JSON.parse(storage['tasman:user'] ?? 'null')).toEqual({ uid: 'u1', first_name: 'Aroha' });
    store.setUser(undefined);
    expect(store.$loggedInTime.get()).toBeUndefined();
    expect(storage['tasman:user']).toBeUndefined();
  });

  it('clearAccount wipes user, contact, orders and requested blogs', async () => {
    const { store, storage } = await loadStore();
    store.$region.set('au');
    store.setUser({ uid: 'u1' });
    store.$contact.set({ contact_id: 'u1', is_verified: true });
    store.$orders.set([{ weborder_id: 'W1' }]);
    store.$requestedBlogs.set(['b1']);
    store.clearAccount();
    expect(store.$user.get()).toBeUndefined();
    expect(store.$contact.get()).toBeUndefined();
    expect(store.$orders.get()).toEqual([]);
    expect(store.$requestedBlogs.get()).toEqual([]);
    expect(Object.keys(storage).sort()).toEqual(['tasman:orders', 'tasman:region', 'tasman:requestedBlogs']);
    expect(store.$region.get()).toBe('au');
  });

  const stored = (loggedInTime: number, stayLoggedIn: boolean) => ({
    'tasman:user': '{"uid":"u1"}',
    'tasman:contact': '{"contact_id":"u1","is_verified":true}',
    'tasman:loggedInTime': String(loggedInTime),
    'tasman:stayLoggedIn': String(stayLoggedIn),
  });

  it('drops user and contact read back more than 24 h after a short-session login', async () => {
    vi.useFakeTimers({ now: 10 * SHORT_SESSION_MS });
    const { store } = await loadStore(stored(10 * SHORT_SESSION_MS - SHORT_SESSION_MS - 1, false));
    expect(store.$user.get()).toBeUndefined();
    expect(store.$contact.get()).toBeUndefined();
  });

  it('keeps user and contact within 24 h, or when staying logged in', async () => {
    vi.useFakeTimers({ now: 10 * SHORT_SESSION_MS });
    const recent = await loadStore(stored(10 * SHORT_SESSION_MS - 1000, false));
    expect(recent.store.$user.get()).toEqual({ uid: 'u1' });
    const old = await loadStore(stored(0, true));
    expect(old.store.$user.get()).toEqual({ uid: 'u1' });
    expect(old.store.$contact.get()).toEqual({ contact_id: 'u1', is_verified: true });
  });

  it('tells the header of every account change in this tab (ACCOUNT_CHANGE_EVENT), after storing it', async () => {
    const { store, storage } = await loadStore();
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    const seen: (string | undefined)[] = [];
    page.addEventListener(ACCOUNT_CHANGE_EVENT, () => seen.push(storage['tasman:user']));
    store.setUser({ uid: 'u1' }, 1_000);
    expect(seen.at(-1)).toBe('{"uid":"u1"}');
    const afterSignIn = seen.length;
    store.$stayLoggedIn.set(false);
    expect(seen.length).toBe(afterSignIn + 1);
    store.clearAccount();
    expect(seen.at(-1)).toBeUndefined();
    expect(seen.length).toBeGreaterThan(afterSignIn + 1);
  });

  it('dropExpiredAccount applies the rule to a long-lived page', async () => {
    const { store, storage } = await loadStore();
    store.$stayLoggedIn.set(false);
    store.setUser({ uid: 'u1' }, 0);
    store.$contact.set({ contact_id: 'u1' });
    expect(store.dropExpiredAccount(SHORT_SESSION_MS)).toBe(false);
    expect(store.dropExpiredAccount(SHORT_SESSION_MS + 1)).toBe(true);
    expect(store.$user.get()).toBeUndefined();
    expect(storage['tasman:user']).toBeUndefined();
    expect(storage['tasman:contact']).toBeUndefined();
  });
});
