import { beforeAll, describe, expect, it } from 'vitest';
import { createContact, getContact, updateContact } from '../../src/services/db/contacts.ts';
import type { Database, OpenDatabase } from '../../src/services/db/database.server.ts';
import {
  getWebOrder,
  insertWebOrder,
  listWebOrders,
  markOrderPaid,
  type NewWebOrder,
} from '../../src/services/db/orders.ts';
import {
  addPendingRequestedBlog,
  addRequestedBlog,
  claimPendingRequestedBlogs,
  countPendingRequestedBlogs,
  getResources,
} from '../../src/services/db/resources.ts';
import { databaseSettings } from '../../src/services/db/settings.ts';
import { getSubmission, insertSubmission, setSubmissionHubspotStatus } from '../../src/services/db/submissions.ts';
import { getUser, toUserDocument, upsertUser } from '../../src/services/db/users.ts';
import { onEachOpenDatabase } from './harness.ts';

/**
 * The repositories ("Accounts"), run against every database the server can use, through the
 * shared harness (tests/api/harness.ts): the embedded PGlite database (in memory here) and PostgreSQL,
 * each suite on a fresh database of its own.
 */

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

function order(contact_id: string, extra: Partial<NewWebOrder> = {}): NewWebOrder {
  return {
    contact_id,
    account: {
      account_name: 'Kiwi Design Ltd',
      address: {
        address_line_one: '1 Queen St',
        suburb: 'CBD',
        city: 'Auckland',
        region: 'Auckland',
        postcode: '1010',
        country: 'NZ',
      },
    },
    line_items: [
      {
        lineitem_id: 'l1',
        product: { product_id: 'p1' },
        price: { price_id: 'pr1', currency: 'NZD', amount: '100.00' },
        quantity: 2,
      },
    ],
    currency: 'NZD',
    subtotal_cents: 20_000,
    gst_cents: 3_000,
    total_cents: 23_000,
    ...extra,
  };
}

function repositoryTests(database: () => OpenDatabase): void {
  let db: Database;
  beforeAll(() => {
    db = database().db;
  });
  describe('users', () => {
    it('getUser is undefined before the first write', async () => {
      expect(await getUser(db, unique('uid'))).toBeUndefined();
    });

    it('upsertUser stores only whitelisted fields and updates on the second call', async () => {
      const uid = unique('uid');
      const created = await upsertUser(db, uid, {
        email: 'ann@example.com',
        first_name: 'Ann',
        marketingInfo: { source: 'google' },
        registrationCompleted: false,
        password: 'Secret123',
        role: 'admin',
      });
      expect(created).toMatchObject({
        uid,
        email: 'ann@example.com',
        first_name: 'Ann',
        marketingInfo: { source: 'google' },
      });
      expect(created).not.toHaveProperty('password');
      expect(created).not.toHaveProperty('role');
      const updated = await upsertUser(db, uid, { registrationCompleted: true, contact_id: uid, is_verified: true });
      expect(updated).toMatchObject({
        first_name: 'Ann',
        registrationCompleted: true,
        contact_id: uid,
        is_verified: true,
      });
      expect(await getUser(db, uid)).toEqual(updated);
      expect(Object.keys(toUserDocument(updated))).not.toContain('createdAt');
    });

    it('upsertUser refuses a contact_id other than the uid', async () => {
      await expect(upsertUser(db, unique('uid'), { contact_id: 'someone-else' })).rejects.toThrow(/contact_id/);
    });
  });

  describe('contacts', () => {
    it('createContact answers created once, then returns the existing contact unchanged', async () => {
      const contact_id = unique('c');
      const first = await createContact(db, {
        contact_id,
        email: 'bo@example.com',
        first_name: 'Bo',
        is_verified: true,
        marketingInfo: { news: true },
      });
      expect(first.created).toBe(true);
      expect(first.contact).toMatchObject({ contact_id, is_verified: true, marketingInfo: { news: true } });
      const again = await createContact(db, { contact_id, email: 'other@example.com' });
      expect(again).toEqual({ contact: first.contact, created: false });
    });

    it('updateContact changes the given fields; unknown contacts give undefined', async () => {
      const contact_id = unique('c');
      await createContact(db, { contact_id, email: 'cy@example.com' });
      const updated = await updateContact(db, contact_id, { city: 'Wellington', is_verified: true });
      expect(updated).toMatchObject({ city: 'Wellington', is_verified: true, email: 'cy@example.com' });
      expect(await getContact(db, contact_id)).toEqual(updated);
      expect(await updateContact(db, unique('none'), { city: 'Nowhere' })).toBeUndefined();
    });
  });

  describe('resources', () => {
    it('getResources creates the empty record when missing', async () => {
      const contact_id = unique('c');
      expect(await getResources(db, contact_id)).toMatchObject({ contact_id, requestedBlogs: [] });
    });

    it('addRequestedBlog keeps ids unique and in request order, also when called concurrently', async () => {
      const contact_id = unique('c');
      await addRequestedBlog(db, contact_id, 'blog-a');
      await Promise.all([addRequestedBlog(db, contact_id, 'blog-b'), addRequestedBlog(db, contact_id, 'blog-c')]);
      const record = await addRequestedBlog(db, contact_id, 'blog-a');
      expect(record.requestedBlogs[0]).toBe('blog-a');
      expect([...record.requestedBlogs].sort()).toEqual(['blog-a', 'blog-b', 'blog-c']);
    });

    it('blogs requested while signed out are claimed by the contact that signs up with that email', async () => {
      const email = `${unique('dee')}@example.com`;
      const contact_id = unique('c');
      await addRequestedBlog(db, contact_id, 'blog-x');
      await addPendingRequestedBlog(db, email, 'blog-y');
      await addPendingRequestedBlog(db, email.toUpperCase(), 'blog-y');
      await addPendingRequestedBlog(db, email, 'blog-x');
      expect(await countPendingRequestedBlogs(db, email)).toBe(2);
      const record = await claimPendingRequestedBlogs(db, ` ${email.toUpperCase()} `, contact_id);
      expect(record.requestedBlogs).toEqual(['blog-x', 'blog-y']);
      expect(await countPendingRequestedBlogs(db, email)).toBe(0);
      expect((await claimPendingRequestedBlogs(db, email, contact_id)).requestedBlogs).toEqual(['blog-x', 'blog-y']);
    });
  });

  describe('web orders', () => {
    /** An insert that stored (or found) an order, as every insert without a reused key does. */
    const stored = async (inserting: ReturnType<typeof insertWebOrder>) => {
      const result = await inserting;
      if (!result.order) throw new Error('insertWebOrder answered reusedKey');
      return result;
    };

    it('insertWebOrder with the same contact and key returns the first order instead of a second one', async () => {
      const contact_id = unique('c');
      const first = await insertWebOrder(db, order(contact_id, { idempotency_key: 'attempt-1' }));
      const retry = await insertWebOrder(db, order(contact_id, { idempotency_key: 'attempt-1', total_cents: 23_000 }));
      expect(first.created).toBe(true);
      expect(retry).toEqual({ order: first.order, created: false });
      expect(first.order).toMatchObject({ status: 'processing', total_cents: 23_000 });
      expect(first.order).not.toHaveProperty('paid_at');
      const otherContact = await insertWebOrder(db, order(unique('c'), { idempotency_key: 'attempt-1' }));
      expect(otherContact.created).toBe(true);
      expect(await listWebOrders(db, contact_id)).toHaveLength(1);
    });

    it('refuses totals that do not add up', async () => {
      await expect(insertWebOrder(db, order(unique('c'), { total_cents: 1 }))).rejects.toThrow(/total_cents/);
    });

    it('listWebOrders is newest first; getWebOrder finds one; markOrderPaid keeps the first payment time', async () => {
      const contact_id = unique('c');
      const older = await stored(insertWebOrder(db, order(contact_id)));
      const newer = await stored(insertWebOrder(db, order(contact_id)));
      expect((await listWebOrders(db, contact_id)).map((row) => row.weborder_id)).toEqual([
        newer.order.weborder_id,
        older.order.weborder_id,
      ]);
      expect(await getWebOrder(db, older.order.weborder_id)).toEqual(older.order);
      const paidAt = new Date('2026-01-02T03:04:05.000Z');
      expect(await markOrderPaid(db, older.order.weborder_id, paidAt)).toMatchObject({
        status: 'paid',
        paid_at: paidAt,
      });
      expect((await markOrderPaid(db, older.order.weborder_id))?.paid_at).toEqual(paidAt);
      expect(await markOrderPaid(db, unique('none'))).toBeUndefined();
    });
  });

  describe('form submissions', () => {
    it('insertSubmission stores the fields and the gated blog; the HubSpot status can be updated', async () => {
      const stored = await insertSubmission(db, {
        form_id: 'form-1',
        kind: 'gated',
        email: 'eve@example.com',
        fields: { firstname: 'Eve', consent: true },
        blog_id: 'blog-z',
      });
      expect(stored).toMatchObject({
        kind: 'gated',
        blog_id: 'blog-z',
        hubspot_status: 'not-sent',
        fields: { firstname: 'Eve', consent: true },
      });
      expect(await setSubmissionHubspotStatus(db, stored.id, 'sent')).toMatchObject({ hubspot_status: 'sent' });
      expect((await getSubmission(db, stored.id))?.hubspot_status).toBe('sent');
    });
  });
}

describe('databaseSettings', () => {
  it('chooses PostgreSQL only for a postgres URL, and names the variable when it is wrong', () => {
    expect(databaseSettings({})).toEqual({ kind: 'embedded' });
    expect(databaseSettings({ DATABASE_URL: '  ' })).toEqual({ kind: 'embedded' });
    expect(databaseSettings({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/site' })).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5432/site',
    });
    expect(() => databaseSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

onEachOpenDatabase(repositoryTests);
