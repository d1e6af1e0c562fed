/**
 * The site's tables (PostgreSQL dialect; PGlite runs the same SQL). Property names follow the
 * document fields (docs/requirements.md#data) so a row reads like the document it replaces; SQL names are snake_case.
 * The identity server's tables live in auth-schema.ts and are re-exported here, so one drizzle-kit
 * migration set covers everything.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredAddress } from '../../schemas/address.ts';
import type { FormFields } from '../../schemas/form-fields.ts';
import type { JsonValue } from '../../schemas/json.ts';
import type { OrderAccount, OrderLineItem } from '../../schemas/order.ts';
import type { RawDocument } from '../content/dataset.ts';

export * from './auth-schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** users/{uid} of docs/requirements.md#user-document: only the whitelisted profile fields, keyed by the identity uid. */
export const users = pgTable('users', {
  uid: text('uid').primaryKey(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  displayName: text('display_name'),
  first_name: text('first_name'),
  last_name: text('last_name'),
  job_title: text('job_title'),
  phone: text('phone'),
  mobilephone: text('mobilephone'),
  city: text('city'),
  country: text('country'),
  companyName: text('company_name'),
  subscribeNewsletter: boolean('subscribe_newsletter'),
  agreePrivacyPolicy: boolean('agree_privacy_policy'),
  marketingInfo: jsonb('marketing_info').$type<JsonValue>(),
  registrationCompleted: boolean('registration_completed').notNull().default(false),
  is_verified: boolean('is_verified').notNull().default(false),
  /** Equals uid (docs/requirements.md#user-document); kept as its own column because the client reads it from the document. */
  contact_id: text('contact_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The CRM contact the server answers for POST /api/contacts; contact_id equals the user's uid. */
export const contacts = pgTable(
  'contacts',
  {
    contact_id: text('contact_id').primaryKey(),
    email: text('email').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    companyName: text('company_name'),
    phone: text('phone'),
    city: text('city'),
    country: text('country'),
    job_title: text('job_title'),
    is_verified: boolean('is_verified').notNull().default(false),
    marketingInfo: jsonb('marketing_info').$type<JsonValue>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('contacts_email_idx').on(table.email)],
);

/**
 * resources/{contact_id}: gated blogs the contact asked for (unique ids, in request order). The record's
 * `orders` (docs/requirements.md#web-order) are read from web_orders, the one place orders are kept.
 */
export const resources = pgTable('resources', {
  contact_id: text('contact_id').primaryKey(),
  requestedBlogs: text('requested_blogs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});

/** Web orders as docs/requirements.md#web-order shapes them, with the server's own totals in integer cents. */
export const webOrders = pgTable(
  'web_orders',
  {
    weborder_id: text('weborder_id').primaryKey(),
    contact_id: text('contact_id').notNull(),
    status: text('status').notNull().default('processing'),
    account: jsonb('account').$type<OrderAccount>().notNull(),
    shipping_address: jsonb('shipping_address').$type<StoredAddress>(),
    line_items: jsonb('line_items').$type<OrderLineItem[]>().notNull(),
    currency: text('currency').notNull(),
    subtotal_cents: integer('subtotal_cents').notNull(),
    gst_cents: integer('gst_cents').notNull(),
    total_cents: integer('total_cents').notNull(),
    /** Set by the client per checkout attempt: a retried POST finds the order it already created. */
    idempotency_key: text('idempotency_key'),
    /**
     * SHA-256 of the order payload the key was first sent with: the same key with another payload is
     * refused (422, as Stripe does) instead of answering the first order for a different request.
     */
    request_fingerprint: text('request_fingerprint'),
    payment_link: text('payment_link'),
    createdAt: createdAt(),
    /** Insertion order: two orders placed within one clock tick still list newest first. */
    sequence: integer('sequence').notNull().generatedAlwaysAsIdentity(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('web_orders_contact_idempotency_key').on(table.contact_id, table.idempotency_key),
    index('web_orders_contact_sequence_idx').on(table.contact_id, table.sequence),
  ],
);

/**
 * Where a form submission stands with HubSpot: not sent (HubSpot off or the form has no HubSpot ids),
 * queued on the outbox, sent, or failed (the outbox gave up on it).
 */
export type HubspotStatus = 'not-sent' | 'queued' | 'sent' | 'failed';

/** Every form submission and enquiry, stored before (or instead of) forwarding to HubSpot. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    /** The CMS form id, or the kind of built-in form (e.g. 'agency-enquiry'). */
    form_id: text('form_id').notNull(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    fields: jsonb('fields').$type<FormFields>().notNull(),
    /** The gated blog the form unlocks, if any. */
    blog_id: text('blog_id'),
    contact_id: text('contact_id'),
    hubspot_status: text('hubspot_status').$type<HubspotStatus>().notNull().default('not-sent'),
    createdAt: createdAt(),
  },
  (table) => [index('form_submissions_email_idx').on(table.email)],
);

/** Gated blogs requested while signed out, by email; moved into resources when that email signs up. */
export const pendingRequestedBlogs = pgTable(
  'pending_requested_blogs',
  {
    email: text('email').notNull(),
    blog_id: text('blog_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.email, table.blog_id] })],
);

/** Where an outbox message stands: waiting (or being delivered), delivered, or given up on. */
export type OutboxStatus = 'pending' | 'delivered' | 'dead';
/** Which adapter delivers an outbox message. */
export type OutboxChannel = 'mail' | 'crm' | 'hubspot';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The durable outbox (docs/outbox.md): what must leave the server — mails, CRM documents,
 * HubSpot submissions — written in the same transaction as the order, contact or submission it is
 * about, and delivered by the outbox worker with retries. A worker claims a row by setting
 * locked_until (a lease) and locked_by; a crashed worker's lease runs out and another delivers it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    /** Stable per message: repeated writes of the same message are one row; upstream sees it as Idempotency-Key or Message-ID. */
    idempotency_key: text('idempotency_key').notNull().unique(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    /** What the message is about (an order number, a contact id, a submission id). */
    subject: text('subject').notNull(),
    /** What to deliver, checked by the outbox's schema for its channel when claimed. */
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    /** Deliveries started, counting the one in progress. */
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: instant('next_attempt_at').notNull(),
    /** Until when the worker named in locked_by owns the row; after that anyone may claim it again. */
    locked_until: instant('locked_until'),
    locked_by: text('locked_by'),
    last_error: text('last_error'),
    createdAt: createdAt(),
    delivered_at: instant('delivered_at'),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_messages_subject_idx').on(table.subject),
  ],
);

/**
 * Per-address request counts: one row per endpoint and client address, counting the hits of
 * the current fixed window. In the database, so every server instance on one PostgreSQL shares them.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** `{endpoint}:{client address}`. */
    key: text('key').primaryKey(),
    window_started_at: instant('window_started_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_hits_window_idx').on(table.window_started_at)],
);

/**
 * Publishes recorded for every instance on one PostgreSQL (services/content/feed-postgres.ts):
 * the instance that sees a publish writes it here and NOTIFYs `content_changes` with the seq; every
 * instance reads the rows after the last one it applied, so one that was cut off replays what it missed.
 * A huge change set is split over several rows. Rows older than 24 hours are deleted on publish.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    /** The order of recording, which is also the order of commits (a publish holds a lock): instances apply by it. */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    recorded_at: instant('recorded_at').notNull().defaultNow(),
    /** Published documents, written whole. */
    upserts: jsonb('upserts').$type<RawDocument[]>().notNull(),
    /** Ids of published documents removed or unpublished. */
    deletes: jsonb('deletes').$type<string[]>().notNull(),
  },
  (table) => [index('content_changes_recorded_at_idx').on(table.recorded_at)],
);

/**
 * Core Web Vitals from visitors (features/vitals), rolled up by day: how many samples of one metric on
 * one template and region fell in one bucket (`bucket`: the bucket's upper bound, in ms, CLS in
 * thousandths). Nothing of the visitor, the page's path or the request. Bounded: the buckets, templates,
 * regions and metrics are closed lists, and days older than the kept window are deleted as new ones
 * are written (services/vitals/recorder.ts).
 */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    /** The UTC day the samples arrived. */
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    template: text('template').notNull(),
    region: text('region').notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.metric, table.template, table.region, table.bucket] })],
);

/** Raw bytes (PostgreSQL bytea), read and written as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The last invoice number issued per region: the row is updated in the transaction that issues an
 * invoice, so its lock makes concurrent payments wait for each other and a rolled-back payment gives
 * its number back. A PostgreSQL sequence would leave gaps; invoice numbers must not have any.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  /** The region code ('nz', 'au'). */
  region: text('region').primaryKey(),
  last_number: integer('last_number').notNull(),
});

/**
 * Tax invoices, one per paid order, issued in the transaction that marks the order paid and never
 * changed afterwards: the PDF is kept as issued, so every download is the same bytes.
 */
export const invoices = pgTable(
  'invoices',
  {
    /** `INV-AU-000123`: the region and its gapless sequence number. */
    invoice_number: text('invoice_number').primaryKey(),
    weborder_id: text('weborder_id').notNull().unique(),
    contact_id: text('contact_id').notNull(),
    region: text('region').notNull(),
    sequence: integer('sequence').notNull(),
    issued_at: instant('issued_at').notNull(),
    /** The buyer's account name as printed, for the accounts team's list. */
    buyer: text('buyer').notNull(),
    currency: text('currency').notNull(),
    subtotal_cents: integer('subtotal_cents').notNull(),
    gst_cents: integer('gst_cents').notNull(),
    total_cents: integer('total_cents').notNull(),
    pdf: bytea('pdf').notNull(),
    /** SHA-256 of the PDF in hex: what was issued, to check a copy against. */
    pdf_sha256: text('pdf_sha256').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_region_sequence').on(table.region, table.sequence),
    index('invoices_issued_at_idx').on(table.issued_at),
  ],
);
