/**
 * The OpenAPI 3.1 document of the site's HTTP API (every /api/* endpoint and the search protocol),
 * served at GET /api/openapi.json (docs/api.md). Its schemas are generated with zod 4's JSON Schema
 * output from the same zod schemas the handlers parse bodies with and shape answers by, so the document
 * cannot say one thing while the code does another; tests/api/ checks the suites' real requests and
 * answers against it. No IO: built on demand (`.server.ts` because it reads the search protocol's and
 * the Sanity webhook's schemas, which are server modules).
 */
import { z } from 'zod';
import { accountSessionsAnswerSchema, endedSessionsAnswerSchema } from '../../schemas/account-sessions.ts';
import { contactSchema, contactsBodySchema } from '../../schemas/contact.ts';
import { userBodySchema, userDocumentSchema } from '../../schemas/user.ts';
import { outboxMessageViewSchema } from '../../services/outbox/describe.ts';
import { authEventViewSchema } from '../operations/auth-events-admin.server.ts';
import {
  facetSearchResponseSchema,
  multiQueryBodySchema,
  searchErrorSchema,
  searchResponseSchema,
  singleQueryBodySchema,
} from '../../services/search/protocol.ts';
import { sanityWebhookBodySchema } from '../content/sanity-webhook.server.ts';
import { formSubmissionSchema, formSubmittedSchema } from '../forms/submission.ts';
import { invoicesQuerySchema } from '../invoices/invoices-admin.server.ts';
import { orderDocumentSchema, orderRefusalSchema, resourcesDocumentSchema } from '../order-document/document.ts';
import { webOrdersBodySchema } from '../orders/payload.ts';
import { locationAnswerSchema, locationQuerySchema } from '../region/location-query.ts';
import { siteValuesAnswerSchema } from '../values/values.ts';
import { vitalsBeaconSchema } from '../vitals/beacon.ts';
import { vitalsQuerySchema, vitalsReportSchema } from '../vitals/report.server.ts';
import { identityAnswers, identityBodies } from './identity-routes.ts';

/** A JSON Schema or OpenAPI object as plain JSON. */
export type JsonObject = { [key: string]: unknown };

/** Every error answer of the API (docs/api.md): a sentence for a person. */
const problemSchema = z.object({ message: z.string() });
const data = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema });

/** Request bodies and query strings, described as the handlers read them (zod's input side). */
const REQUESTS = {
  UserBody: userBodySchema,
  ContactsBody: contactsBodySchema,
  WebOrdersBody: webOrdersBodySchema,
  FormSubmission: formSubmissionSchema,
  VitalsBeacon: vitalsBeaconSchema,
  SanityWebhookBody: sanityWebhookBodySchema,
  StripeEvent: z.looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) }),
  TestCardForm: z.object({ number: z.string(), expiry: z.string(), cvc: z.string(), name: z.string() }),
  SearchQueries: multiQueryBodySchema,
  SearchParamsBody: singleQueryBodySchema,
  ...identityBodies,
} satisfies Record<string, z.core.$ZodType>;

/** Answer bodies, described as the handlers build them (zod's output side). */
const ANSWERS = {
  Problem: problemSchema,
  /** A 405's body: `{message}`, on the search paths Algolia's `{message, status}`. */
  MethodNotAllowedProblem: z.union([problemSchema, searchErrorSchema]),
  Health: data(z.object({ status: z.literal('ready'), trustedProxies: z.array(z.string()).optional() })),
  SiteValues: siteValuesAnswerSchema,
  Location: locationAnswerSchema,
  UserDocumentAnswer: data(userDocumentSchema),
  ResourcesAnswer: data(resourcesDocumentSchema),
  ContactAnswer: data(z.nullable(contactSchema)),
  SessionsAnswer: accountSessionsAnswerSchema,
  EndedSessionsAnswer: endedSessionsAnswerSchema,
  OrderAnswer: data(orderDocumentSchema),
  OrderListAnswer: data(z.array(orderDocumentSchema)),
  OrderRefusal: z.union([orderRefusalSchema, problemSchema]),
  FormSubmitted: data(formSubmittedSchema),
  ContentWebhookAnswer: data(z.object({ ids: z.array(z.string()) })),
  StripeWebhookAnswer: z.object({ received: z.literal(true), note: z.string().optional() }),
  SearchResults: z.object({ results: z.array(z.union([searchResponseSchema, facetSearchResponseSchema])) }),
  SearchResponse: searchResponseSchema,
  FacetSearchResponse: facetSearchResponseSchema,
  SearchError: searchErrorSchema,
  OpenApiDocument: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
  OutboxListAnswer: data(z.array(outboxMessageViewSchema)),
  OutboxMessageAnswer: data(outboxMessageViewSchema),
  VitalsReportAnswer: data(vitalsReportSchema),
  AuthEventsAnswer: data(z.array(authEventViewSchema)),
  ...identityAnswers,
} satisfies Record<string, z.core.$ZodType>;

type RequestName = keyof typeof REQUESTS;
type AnswerName = keyof typeof ANSWERS;

const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

/**
 * The named schemas as JSON Schema 2020-12 under #/components/schemas. A sub-schema two of them share
 * comes out of zod as `__shared#/$defs/…`; it gets a component of its own (`<prefix><name>`).
 */
function componentSchemas(
  schemas: Record<string, z.core.$ZodType>,
  io: 'input' | 'output',
  sharedPrefix: string,
): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const generated = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const shared = generated.schemas['__shared'] as { $defs?: Record<string, JsonObject> } | undefined;
  const out: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(generated.schemas)) if (id !== '__shared') out[id] = schema;
  for (const [id, schema] of Object.entries(shared?.$defs ?? {})) out[`${sharedPrefix}${id}`] = schema;
  const prefix = '#/components/schemas/__shared#/$defs/';
  const text = JSON.stringify(out, (key, value: unknown) => {
    if (key === '$id' || key === '$schema') return undefined;
    return key === '$ref' && typeof value === 'string' && value.startsWith(prefix)
      ? `#/components/schemas/${sharedPrefix}${value.slice(prefix.length)}`
      : value;
  });
  return JSON.parse(text) as Record<string, JsonObject>;
}

type Auth = 'signed-in' | 'optional' | 'none' | 'operator' | 'metrics' | 'owner-or-operator';

interface Answer {
  description: string;
  /** The JSON body's schema; `Problem` for every error. */
  schema?: AnswerName;
  /** Another media type than JSON (binary files, HTML). */
  media?: { type: string; schema: JsonObject };
  headers?: readonly HeaderName[];
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tag: 'Site' | 'Accounts' | 'Identity' | 'Orders' | 'Forms' | 'Webhooks' | 'Search' | 'Operations';
  auth: Auth;
  body?: { schema: RequestName; media?: string; required?: boolean };
  parameters?: readonly JsonObject[];
  answers: Readonly<Record<number, Answer | CommonAnswer>>;
}

const HEADERS = {
  Allow: { description: 'The methods the path takes.', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds until the client may try again.', schema: { type: 'integer', minimum: 0 } },
  Location: { description: 'Where the browser goes next.', schema: { type: 'string' } },
  'Set-Cookie': {
    description: 'A cookie for the browser (the session, or the grant to a gated blog).',
    schema: { type: 'string' },
  },
} as const;
type HeaderName = keyof typeof HEADERS;

/** Answers many operations share, kept once under #/components/responses. */
const COMMON = {
  BadRequest: {
    description: 'The body, query or a header is not valid: not JSON, unsafe text, or the first invalid field named.',
    schema: 'Problem',
  },
  SignInRequired: { description: 'No session: "Please sign in first."', schema: 'Problem' },
  TooLarge: {
    description: 'The body is larger than the endpoint reads (64 KiB unless said otherwise).',
    schema: 'Problem',
  },
  TooManyRequests: {
    description: 'Over the per-address limit (docs/security.md).',
    schema: 'Problem',
    headers: ['Retry-After'],
  },
  Unavailable: { description: 'A service behind the endpoint failed (logged); try again later.', schema: 'Problem' },
  MethodNotAllowed: {
    description: 'The path does not take this method; `Allow` names those it does.',
    schema: 'MethodNotAllowedProblem',
    headers: ['Allow'],
  },
} as const satisfies Record<string, Answer>;
type CommonAnswer = keyof typeof COMMON;

const SIGNED_IN_ANSWERS = { 401: 'SignInRequired', 503: 'Unavailable' } as const;
/** The operator API's door (features/operations/admin.server.ts). */
const OPERATOR_ANSWERS = {
  401: { description: 'A missing or wrong token (`WWW-Authenticate: Bearer`).', schema: 'Problem' },
  404: { description: 'ADMIN_TOKEN is not set: nothing is there.', schema: 'Problem' },
} as const satisfies Record<number, Answer>;
const BODY_ANSWERS = { 400: 'BadRequest', 413: 'TooLarge' } as const;

const pathParameter = (name: string, description: string): JsonObject => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});

/** The query parameters of `schema` (a zod object of text fields), generated like the bodies. */
function queryParameters(schema: z.core.$ZodType, descriptions: Record<string, string>): JsonObject[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    description: descriptions[name] ?? name,
    schema: property,
  }));
}

const identityError = (description: string): Answer => ({ description, schema: 'IdentityError' });
const IDENTITY_COMMON = {
  400: identityError("Not valid (better-auth's `code` says why)."),
  429: { ...identityError('Too many attempts from this address.'), headers: ['Retry-After'] },
  503: 'Unavailable',
} as const;

/** A request carrying the password checked as a re-authentication: its wrong-password and locked answers. */
const PASSWORD_CHECK_REFUSALS = {
  400: identityError(
    "A wrong password (`INVALID_PASSWORD`), counted by the per-account lockout, or not valid (better-auth's `code` says why).",
  ),
  429: {
    ...identityError('The account is locked (`SIGN_IN_LOCKED`) or too many attempts from this address.'),
    headers: ['Retry-After'],
  },
} as const;

/** The operations, by path and method. */
const OPERATIONS: Readonly<Record<string, Readonly<Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>>>> = {
  '/api/health': {
    get: {
      operationId: 'getHealth',
      tag: 'Site',
      auth: 'none',
      summary: 'Readiness',
      description:
        'Ready once the database is open and migrated, the identity server built and the content loaded. `HEAD` answers the same without a body.',
      answers: {
        200: { description: 'Ready.', schema: 'Health' },
        503: { description: 'The server is not ready (logged).', schema: 'Problem' },
      },
    },
  },
  '/api/values': {
    get: {
      operationId: 'getValues',
      tag: 'Site',
      auth: 'none',
      summary: 'The regions and pricing constants islands need',
      answers: {
        200: { description: 'The values (cached 5 minutes).', schema: 'SiteValues' },
        500: { description: 'The content could not be read.', schema: 'Problem' },
      },
    },
  },
  '/api/location': {
    get: {
      operationId: 'getLocation',
      tag: 'Site',
      auth: 'none',
      summary: 'The country at a point',
      parameters: queryParameters(locationQuerySchema, {
        lat: 'Latitude in decimal degrees (-90 to 90).',
        lon: 'Longitude in decimal degrees (-180 to 180).',
      }),
      answers: {
        200: { description: 'The country code, null at sea (cached a day).', schema: 'Location' },
        400: 'BadRequest',
      },
    },
  },
  '/api/preview/enable': {
    get: {
      operationId: 'enableStudioPreview',
      tag: 'Site',
      auth: 'none',
      summary: "The Studio's Presentation tool opens the preview",
      description:
        'Sanity only, with PREVIEW_SECRET set. The Studio writes a short-lived secret to the dataset and opens this URL with it (`sanity-preview-secret`, `sanity-preview-pathname`); the site checks it against the dataset with its read token.',
      parameters: [
        {
          name: 'sanity-preview-secret',
          in: 'query',
          required: true,
          schema: { type: 'string' },
          description: 'The secret the Studio wrote.',
        },
        {
          name: 'sanity-preview-pathname',
          in: 'query',
          required: false,
          schema: { type: 'string' },
          description:
            'The preview page to open (`/preview/<id>/`); anything else opens the site configuration preview.',
        },
      ],
      answers: {
        303: {
          description: 'Valid: the preview cookie (SameSite=None, Secure, Partitioned) and the preview page.',
          headers: ['Location', 'Set-Cookie'],
        },
        401: { description: 'A missing, wrong or expired secret.', schema: 'Problem' },
        404: { description: 'Preview is off, or the content is the embedded dataset.', schema: 'Problem' },
      },
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'getOpenApi',
      tag: 'Site',
      auth: 'none',
      summary: 'This document',
      answers: { 200: { description: 'The OpenAPI 3.1 document of the API.', schema: 'OpenApiDocument' } },
    },
  },
  '/api/account/user': {
    get: {
      operationId: 'getUser',
      tag: 'Accounts',
      auth: 'signed-in',
      summary: "The signed-in user's document",
      answers: {
        200: { description: 'The user document.', schema: 'UserDocumentAnswer' },
        404: { description: 'No user document was written yet.', schema: 'Problem' },
        ...SIGNED_IN_ANSWERS,
      },
    },
    put: {
      operationId: 'putUser',
      tag: 'Accounts',
      auth: 'signed-in',
      summary: "Write the signed-in user's document",
      description: "uid, contact_id, email and emailVerified are the session's: sent anyway, they are dropped.",
      body: { schema: 'UserBody' },
      answers: {
        200: { description: 'The user document as stored.', schema: 'UserDocumentAnswer' },
        ...BODY_ANSWERS,
        ...SIGNED_IN_ANSWERS,
      },
    },
  },
  '/api/account/resources': {
    get: {
      operationId: 'getResources',
      tag: 'Accounts',
      auth: 'signed-in',
      summary: "The signed-in user's resources: unlocked gated blogs and orders",
      answers: {
        200: { description: 'The resources record (created empty when missing).', schema: 'ResourcesAnswer' },
        ...SIGNED_IN_ANSWERS,
      },
    },
  },
  '/api/account/sessions': {
    get: {
      operationId: 'listSessions',
      tag: 'Accounts',
      auth: 'signed-in',
      summary: "The signed-in buyer's sessions: device, signed in, last seen, this device",
      answers: {
        200: {
          description: "This device's session first, then the others, most recently seen first.",
          schema: 'SessionsAnswer',
        },
        404: {
          description: 'Signed in with a Firebase ID token: the site keeps no sessions to list.',
          schema: 'Problem',
        },
        ...SIGNED_IN_ANSWERS,
      },
    },
    delete: {
      operationId: 'endOtherSessions',
      tag: 'Accounts',
      auth: 'signed-in',
      summary: 'Sign out everywhere else: end every session but this one',
      answers: {
        200: { description: 'How many sessions ended.', schema: 'EndedSessionsAnswer' },
        404: {
          description: 'Signed in with a Firebase ID token: the site keeps no sessions to end.',
          schema: 'Problem',
        },
        ...SIGNED_IN_ANSWERS,
      },
    },
  },
  '/api/account/sessions/{id}': {
    delete: {
      operationId: 'endSession',
      tag: 'Accounts',
      auth: 'signed-in',
      summary: 'End one other session of the signed-in buyer',
      description: 'Its next request is signed out (401).',
      parameters: [pathParameter('id', 'The session id, as GET /api/account/sessions lists it.')],
      answers: {
        200: { description: 'The session ended.', schema: 'EndedSessionsAnswer' },
        404: {
          description: "No session of the buyer's has this id (already ended, or someone else's).",
          schema: 'Problem',
        },
        409: { description: 'The session of this request: sign out instead.', schema: 'Problem' },
        ...SIGNED_IN_ANSWERS,
      },
    },
  },
  '/api/contacts': {
    post: {
      operationId: 'contacts',
      tag: 'Accounts',
      auth: 'signed-in',
      summary: "Read (action GET) or create (action POST) the caller's own CRM contact",
      body: { schema: 'ContactsBody' },
      answers: {
        200: {
          description: 'GET: the contact, or `data: null` before it exists. POST: the contact that already existed.',
          schema: 'ContactAnswer',
        },
        201: { description: 'POST: the contact, created.', schema: 'ContactAnswer' },
        403: {
          description: "Someone else's contact, or creating one before the registration is complete.",
          schema: 'Problem',
        },
        429: 'TooManyRequests',
        ...BODY_ANSWERS,
        ...SIGNED_IN_ANSWERS,
      },
    },
  },
  '/api/web-orders': {
    post: {
      operationId: 'webOrders',
      tag: 'Orders',
      auth: 'signed-in',
      summary: "Place an order (action POST) or read one of the caller's (action GET)",
      description:
        'Every line is priced again from the catalogue; the prices in the body are claims. See docs/orders.md.',
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' },
          description:
            'A retry with the same key within 24 hours answers the first order (200) instead of placing another; with another body, 422.',
        },
      ],
      body: { schema: 'WebOrdersBody' },
      answers: {
        200: {
          description: 'GET: the order. POST: the order first placed under this Idempotency-Key.',
          schema: 'OrderAnswer',
        },
        201: {
          description: 'POST: the order, placed (status processing, with its payment link).',
          schema: 'OrderAnswer',
        },
        403: {
          description: "Not the caller's contact, the registration is not complete, or the email is not verified.",
          schema: 'Problem',
        },
        404: { description: 'GET: no such order of the caller.', schema: 'Problem' },
        422: {
          description:
            'The order cannot be priced (per-line problems), or the Idempotency-Key was used for another order.',
          schema: 'OrderRefusal',
        },
        429: 'TooManyRequests',
        ...BODY_ANSWERS,
        ...SIGNED_IN_ANSWERS,
      },
    },
  },
  '/api/web-orders/mine': {
    get: {
      operationId: 'myOrders',
      tag: 'Orders',
      auth: 'signed-in',
      summary: "The caller's orders, newest first",
      answers: { 200: { description: 'The orders.', schema: 'OrderListAnswer' }, ...SIGNED_IN_ANSWERS },
    },
  },
  '/api/invoices/{invoiceNumber}': {
    get: {
      operationId: 'getInvoice',
      tag: 'Orders',
      auth: 'owner-or-operator',
      summary: "A paid order's tax invoice (PDF), exactly as issued",
      description:
        "The order document's `invoice_url`. Only for the order's owner (signed in) or the operator API (`ADMIN_TOKEN`); `Cache-Control: private, no-store`.",
      parameters: [pathParameter('invoiceNumber', 'The invoice number, e.g. INV-NZ-000042.')],
      answers: {
        200: {
          description: 'The PDF as stored when the invoice was issued (`ETag`: its SHA-256).',
          media: { type: 'application/pdf', schema: { type: 'string', contentMediaType: 'application/pdf' } },
        },
        404: { description: "No such invoice, or not the caller's (also without a session).", schema: 'Problem' },
        503: 'Unavailable',
      },
    },
  },
  '/api/payments/test/{weborderId}': {
    post: {
      operationId: 'payWithTestCard',
      tag: 'Orders',
      auth: 'signed-in',
      summary: "The test payment page's card form (embedded payments only)",
      description:
        'With Firebase (no session cookie), the `ticket` of the payment link stands for the session (features/payments/pay-ticket.ts).',
      parameters: [
        pathParameter('weborderId', 'The order to pay.'),
        {
          name: 'ticket',
          in: 'query',
          required: false,
          schema: { type: 'string' },
          description: "The order's pay ticket, as its payment link carries it (Firebase only).",
        },
      ],
      body: { schema: 'TestCardForm', media: 'application/x-www-form-urlencoded' },
      answers: {
        303: {
          description: 'To the thank-you page when paid, else back to the payment page with `?error=`.',
          headers: ['Location'],
        },
        400: { description: 'The body is not a form.', schema: 'Problem' },
        404: {
          description: 'No such order of the caller, or test payments are off (also without a session).',
          schema: 'Problem',
        },
        503: 'Unavailable',
      },
    },
  },
  '/api/payments/stripe/webhook': {
    post: {
      operationId: 'stripeWebhook',
      tag: 'Webhooks',
      auth: 'none',
      summary: "Stripe's signed events",
      description: 'Signed with the `Stripe-Signature` header (STRIPE_WEBHOOK_SECRET); bodies up to 256 KiB.',
      parameters: [
        {
          name: 'Stripe-Signature',
          in: 'header',
          required: true,
          schema: { type: 'string' },
          description: "Stripe's signature of the body.",
        },
      ],
      body: { schema: 'StripeEvent' },
      answers: {
        200: { description: 'Received (a note says when the event changed nothing).', schema: 'StripeWebhookAnswer' },
        400: { description: 'The signature does not verify.', schema: 'Problem' },
        404: { description: 'Stripe payments are not configured.', schema: 'Problem' },
        413: 'TooLarge',
        503: 'Unavailable',
      },
    },
  },
  '/api/content/webhook': {
    post: {
      operationId: 'contentWebhook',
      tag: 'Webhooks',
      auth: 'none',
      summary: "Sanity's signed GROQ webhook of a publish",
      parameters: [
        {
          name: 'sanity-webhook-signature',
          in: 'header',
          required: true,
          schema: { type: 'string' },
          description: '`t=<seconds>,v1=<digest>` (SANITY_WEBHOOK_SECRET).',
        },
      ],
      body: { schema: 'SanityWebhookBody' },
      answers: {
        200: {
          description: 'The published documents named were read again and the change set recorded.',
          schema: 'ContentWebhookAnswer',
        },
        400: { description: 'A body the site does not understand (nothing changes).', schema: 'Problem' },
        401: { description: 'A missing, wrong or stale signature.', schema: 'Problem' },
        404: { description: 'Sanity webhooks are not configured.', schema: 'Problem' },
        413: 'TooLarge',
        503: { description: 'The publish could not be applied; Sanity delivers again.', schema: 'Problem' },
      },
    },
  },
  '/api/forms': {
    post: {
      operationId: 'submitForm',
      tag: 'Forms',
      auth: 'optional',
      summary: 'Send a CMS form',
      description:
        'Checked against the form document (docs/forms.md). A gated form sent sets the grant cookie of its blog.',
      body: { schema: 'FormSubmission' },
      answers: {
        201: {
          description: 'Stored (and sent on to the forms service).',
          schema: 'FormSubmitted',
          headers: ['Set-Cookie'],
        },
        403: { description: 'Sent from another site.', schema: 'Problem' },
        404: { description: 'No such form.', schema: 'Problem' },
        429: 'TooManyRequests',
        503: 'Unavailable',
        ...BODY_ANSWERS,
      },
    },
  },
  '/api/vitals': {
    post: {
      operationId: 'postVitals',
      tag: 'Site',
      auth: 'none',
      summary: "A page view's Core Web Vitals, from the every-page script",
      description:
        'Sent with `navigator.sendBeacon` when the page is hidden (as `text/plain`, read as JSON like `application/json`). At most 1 KiB. Counted in /metrics and the daily roll-up; no cookie is read or set, nothing of the visitor is kept (docs/performance.md).',
      body: { schema: 'VitalsBeacon' },
      answers: {
        204: { description: 'Counted.' },
        400: 'BadRequest',
        413: { description: 'The body is larger than 1 KiB.', schema: 'Problem' },
        429: 'TooManyRequests',
      },
    },
  },
  '/api/gated/{blogId}': {
    get: {
      operationId: 'gatedContent',
      tag: 'Forms',
      auth: 'optional',
      summary: "A gated blog's success content, as an HTML fragment",
      description: 'Only for a reader who sent the gated form (its grant cookie) or whose resources unlocked the blog.',
      parameters: [pathParameter('blogId', "The blog's id.")],
      answers: {
        200: { description: 'The fragment.', media: { type: 'text/html', schema: { type: 'string' } } },
        403: { description: 'The reader has not unlocked the blog.', schema: 'Problem' },
        404: { description: 'No such gated blog.', schema: 'Problem' },
        503: 'Unavailable',
      },
    },
  },
  '/api/gated-files/{file}': {
    get: {
      operationId: 'gatedFile',
      tag: 'Forms',
      auth: 'none',
      summary: "A gated blog's file, through a signed link",
      parameters: [
        pathParameter('file', 'The file name.'),
        {
          name: 'expires',
          in: 'query',
          required: true,
          schema: { type: 'string' },
          description: 'When the link expires (Unix seconds).',
        },
        {
          name: 'signature',
          in: 'query',
          required: true,
          schema: { type: 'string' },
          description: "The server's signature of the file and expiry.",
        },
      ],
      answers: {
        200: {
          description: 'The file, as an attachment.',
          media: {
            type: 'application/octet-stream',
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
        403: { description: 'The link is not valid or has expired.', schema: 'Problem' },
        404: { description: 'No such file.', schema: 'Problem' },
        503: 'Unavailable',
      },
    },
  },
  '/api/auth/sign-up/email': {
    post: {
      operationId: 'signUpEmail',
      tag: 'Identity',
      auth: 'none',
      summary: 'Sign up with email and password',
      description:
        'Signs nobody in and answers a taken address exactly as a new one; the address gets a verification link.',
      body: { schema: 'SignUpEmailBody' },
      answers: {
        200: { description: 'Signed up (or the address was taken: the same answer).', schema: 'SignUpAnswer' },
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/sign-in/email': {
    post: {
      operationId: 'signInEmail',
      tag: 'Identity',
      auth: 'none',
      summary: 'Sign in with email and password',
      body: { schema: 'SignInEmailBody' },
      answers: {
        200: { description: 'Signed in: the session cookie is set.', schema: 'SignInAnswer', headers: ['Set-Cookie'] },
        401: identityError('Wrong email or password (INVALID_EMAIL_OR_PASSWORD).'),
        403: identityError('The email is not verified (EMAIL_NOT_VERIFIED).'),
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/sign-in/social': {
    post: {
      operationId: 'signInSocial',
      tag: 'Identity',
      auth: 'none',
      summary: 'Start a Google sign-in (when Google is configured)',
      body: { schema: 'SignInSocialBody' },
      answers: {
        200: { description: 'Where the browser goes to sign in with the provider.', schema: 'SocialSignInAnswer' },
        404: identityError('The provider is not configured.'),
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/sign-out': {
    post: {
      operationId: 'signOut',
      tag: 'Identity',
      auth: 'signed-in',
      summary: 'Sign out',
      body: { schema: 'EmptyBody', required: false },
      answers: {
        200: {
          description: 'Signed out: the session cookie is cleared.',
          schema: 'SignOutAnswer',
          headers: ['Set-Cookie'],
        },
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/get-session': {
    get: {
      operationId: 'getSession',
      tag: 'Identity',
      auth: 'optional',
      summary: 'The current session',
      answers: {
        200: { description: 'The session and its user, or null without one.', schema: 'SessionAnswer' },
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/send-verification-email': {
    post: {
      operationId: 'sendVerificationEmail',
      tag: 'Identity',
      auth: 'none',
      summary: 'Send the verification link again',
      body: { schema: 'SendVerificationEmailBody' },
      answers: {
        200: { description: 'Sent (when the address has an unverified account).', schema: 'StatusAnswer' },
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/verify-email': {
    get: {
      operationId: 'verifyEmail',
      tag: 'Identity',
      auth: 'none',
      summary: 'The link in the verification mail',
      parameters: [
        {
          name: 'token',
          in: 'query',
          required: true,
          schema: { type: 'string' },
          description: 'The token of the mailed link.',
        },
        {
          name: 'callbackURL',
          in: 'query',
          required: false,
          schema: { type: 'string' },
          description: 'Where to go after (the site asks for `/app/?verified=1`).',
        },
      ],
      answers: {
        200: { description: 'Verified (no callbackURL).', schema: 'StatusAnswer' },
        302: {
          description: 'Verified and signed in: to callbackURL (with `error=` when the link was not valid).',
          headers: ['Location', 'Set-Cookie'],
        },
        401: identityError('The link is not valid or has expired (no callbackURL).'),
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/request-password-reset': {
    post: {
      operationId: 'requestPasswordReset',
      tag: 'Identity',
      auth: 'none',
      summary: 'Mail a password reset link',
      body: { schema: 'RequestPasswordResetBody' },
      answers: {
        200: { description: 'Answered alike whether the address has an account or not.', schema: 'StatusAnswer' },
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/reset-password': {
    post: {
      operationId: 'resetPassword',
      tag: 'Identity',
      auth: 'none',
      summary: 'Set a new password with the mailed token',
      body: { schema: 'ResetPasswordBody' },
      answers: { 200: { description: 'The password is changed.', schema: 'StatusAnswer' }, ...IDENTITY_COMMON },
    },
  },
  '/api/auth/reauthenticate': {
    post: {
      operationId: 'reauthenticate',
      tag: 'Identity',
      auth: 'signed-in',
      summary: 'Prove the password again before changing the email or a passkey',
      description:
        'The check counts for 5 minutes. Counted by the per-account lockout like a sign-in; 5 a minute per address. A change that carries the password (two-step verification on or off, a password change) needs none: its password is checked the same way.',
      body: { schema: 'ReauthenticateBody' },
      answers: {
        200: { description: 'The password is right.', schema: 'StatusAnswer' },
        401: identityError('No session.'),
        ...IDENTITY_COMMON,
        ...PASSWORD_CHECK_REFUSALS,
      },
    },
  },
  '/api/auth/change-password': {
    post: {
      operationId: 'changePassword',
      tag: 'Identity',
      auth: 'signed-in',
      summary: 'Change the password (the current one is checked); every other session ends',
      description:
        'The current password is the re-authentication: checked as POST /api/auth/reauthenticate checks it, so a wrong one (400 `INVALID_PASSWORD`) counts toward the per-account lockout.',
      body: { schema: 'ChangePasswordBody' },
      answers: {
        200: { description: 'The password is changed.', schema: 'ChangePasswordAnswer' },
        401: identityError('No session.'),
        ...IDENTITY_COMMON,
        ...PASSWORD_CHECK_REFUSALS,
      },
    },
  },
  '/api/auth/two-factor/enable': {
    post: {
      operationId: 'twoFactorEnable',
      tag: 'Identity',
      auth: 'signed-in',
      summary: 'Start turning the second factor on: the app secret and the recovery codes',
      description:
        'The password is the re-authentication (checked as POST /api/auth/reauthenticate checks it, counted by the per-account lockout): no earlier check is needed. The factor is on once POST /api/auth/two-factor/verify-totp gets the first right code.',
      body: { schema: 'TwoFactorPasswordBody' },
      answers: {
        200: {
          description: 'The otpauth URI for the app and the one-time recovery codes.',
          schema: 'TwoFactorSetupAnswer',
        },
        401: identityError('No session.'),
        ...IDENTITY_COMMON,
        ...PASSWORD_CHECK_REFUSALS,
      },
    },
  },
  '/api/auth/two-factor/disable': {
    post: {
      operationId: 'twoFactorDisable',
      tag: 'Identity',
      auth: 'signed-in',
      summary: 'Turn the second factor off (the password is checked)',
      description:
        'The password is the re-authentication (checked as POST /api/auth/reauthenticate checks it, counted by the per-account lockout): no earlier check is needed.',
      body: { schema: 'TwoFactorPasswordBody' },
      answers: {
        200: { description: 'Off; the session cookie is renewed.', schema: 'StatusAnswer', headers: ['Set-Cookie'] },
        401: identityError('No session.'),
        ...IDENTITY_COMMON,
        ...PASSWORD_CHECK_REFUSALS,
      },
    },
  },
  '/api/auth/two-factor/disable-with-code': {
    post: {
      operationId: 'twoFactorDisableWithCode',
      tag: 'Identity',
      auth: 'signed-in',
      summary: 'Turn the second factor off with a code from the app instead of the password',
      description:
        'The code is its own check: no password check is needed. Each attempt is counted by the per-account lockout like a password.',
      body: { schema: 'TwoFactorCodeBody' },
      answers: {
        200: { description: 'Off.', schema: 'StatusAnswer' },
        401: identityError('No session, or a wrong code (`INVALID_CODE`).'),
        ...IDENTITY_COMMON,
        400: identityError('Not 6 digits, or the factor is not on (`TOTP_NOT_ENABLED`).'),
        429: {
          ...identityError('The account is locked (`SIGN_IN_LOCKED`) or too many attempts from this address.'),
          headers: ['Retry-After'],
        },
      },
    },
  },
  '/api/auth/two-factor/verify-totp': {
    post: {
      operationId: 'twoFactorVerifyTotp',
      tag: 'Identity',
      auth: 'optional',
      summary: "The authenticator app's code: finishes a pending sign-in, or turns the factor on",
      description:
        'After a password sign-in answered `twoFactorRedirect` (its cookie names the pending sign-in). Each attempt is counted by the per-account lockout like a password.',
      body: { schema: 'TwoFactorCodeBody' },
      answers: {
        200: {
          description: 'Signed in (or the factor is on).',
          schema: 'TwoFactorCodeAnswer',
          headers: ['Set-Cookie'],
        },
        401: identityError('A wrong code (`INVALID_CODE`) or no pending sign-in (`INVALID_TWO_FACTOR_COOKIE`).'),
        ...IDENTITY_COMMON,
        429: {
          ...identityError('The account is locked (`SIGN_IN_LOCKED`) or too many attempts from this address.'),
          headers: ['Retry-After'],
        },
      },
    },
  },
  '/api/auth/two-factor/verify-backup-code': {
    post: {
      operationId: 'twoFactorVerifyRecoveryCode',
      tag: 'Identity',
      auth: 'none',
      summary: 'A recovery code (each works once): finishes a pending sign-in',
      description: 'Counted by the per-account lockout like a password.',
      body: { schema: 'TwoFactorCodeBody' },
      answers: {
        200: { description: 'Signed in.', schema: 'TwoFactorCodeAnswer', headers: ['Set-Cookie'] },
        401: identityError('A wrong or used code (`INVALID_BACKUP_CODE`) or no pending sign-in.'),
        ...IDENTITY_COMMON,
        429: {
          ...identityError('The account is locked (`SIGN_IN_LOCKED`) or too many attempts from this address.'),
          headers: ['Retry-After'],
        },
      },
    },
  },
  '/api/auth/passkey/generate-register-options': {
    get: {
      operationId: 'passkeyRegistrationOptions',
      tag: 'Identity',
      auth: 'signed-in',
      summary: 'Start adding a passkey: what the browser is asked to create',
      description:
        'Needs a password or passkey check within the last 5 minutes, else 403 `REAUTHENTICATION_REQUIRED`. Sets the short-lived cookie that names the challenge.',
      answers: {
        200: { description: 'The creation options.', schema: 'PasskeyCreationOptions', headers: ['Set-Cookie'] },
        401: identityError('No session.'),
        403: identityError('No password check within the last 5 minutes (`REAUTHENTICATION_REQUIRED`).'),
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/passkey/verify-registration': {
    post: {
      operationId: 'passkeyVerifyRegistration',
      tag: 'Identity',
      auth: 'signed-in',
      summary: "Finish adding a passkey: the browser's answer to the creation options",
      description: 'Needs a password or passkey check within the last 5 minutes, else 403 `REAUTHENTICATION_REQUIRED`.',
      body: { schema: 'PasskeyRegistrationBody' },
      answers: {
        200: { description: 'The passkey is added.', schema: 'Passkey' },
        401: identityError('No session.'),
        403: identityError('No password check within the last 5 minutes (`REAUTHENTICATION_REQUIRED`).'),
        ...IDENTITY_COMMON,
        500: identityError('The answer could not be verified (`FAILED_TO_VERIFY_REGISTRATION`).'),
      },
    },
  },
  '/api/auth/passkey/list-user-passkeys': {
    get: {
      operationId: 'passkeyList',
      tag: 'Identity',
      auth: 'signed-in',
      summary: "The buyer's passkeys",
      answers: {
        200: { description: 'Oldest first.', schema: 'PasskeyList' },
        401: identityError('No session.'),
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/passkey/delete-passkey': {
    post: {
      operationId: 'passkeyDelete',
      tag: 'Identity',
      auth: 'signed-in',
      summary: "Remove one of the buyer's passkeys",
      description: 'Needs a password or passkey check within the last 5 minutes, else 403 `REAUTHENTICATION_REQUIRED`.',
      body: { schema: 'PasskeyIdBody' },
      answers: {
        200: { description: 'Removed.', schema: 'StatusAnswer' },
        401: identityError('No session, or not a passkey of this account.'),
        403: identityError('No password check within the last 5 minutes (`REAUTHENTICATION_REQUIRED`).'),
        404: identityError('No such passkey (`PASSKEY_NOT_FOUND`).'),
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/passkey/generate-authenticate-options': {
    get: {
      operationId: 'passkeyAuthenticationOptions',
      tag: 'Identity',
      auth: 'none',
      summary: 'Start a passkey sign-in: what the browser is asked to sign',
      description:
        'Any passkey of this site (the browser offers the ones it has). Sets the cookie that names the challenge.',
      answers: {
        200: { description: 'The request options.', schema: 'PasskeyRequestOptions', headers: ['Set-Cookie'] },
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/passkey/verify-authentication': {
    post: {
      operationId: 'passkeyVerifyAuthentication',
      tag: 'Identity',
      auth: 'none',
      summary: "Finish a passkey sign-in: the browser's signed answer",
      description: 'Limited per address like a password sign-in. A passkey is both factors: no code is asked after it.',
      body: { schema: 'PasskeyAuthenticationBody' },
      answers: {
        200: { description: 'Signed in.', schema: 'PasskeySignInAnswer', headers: ['Set-Cookie'] },
        401: identityError('A passkey this site does not know (`PASSKEY_NOT_FOUND`) or a signature that is not right.'),
        ...IDENTITY_COMMON,
      },
    },
  },
  '/api/auth/change-email': {
    post: {
      operationId: 'changeEmail',
      tag: 'Identity',
      auth: 'signed-in',
      summary: 'Ask to change the email: the new address gets a verification link',
      description:
        'Needs a password check (POST /api/auth/reauthenticate or a sign-in) within the last 5 minutes, else 403 `REAUTHENTICATION_REQUIRED`.',
      body: { schema: 'ChangeEmailBody' },
      answers: {
        200: {
          description: 'The link is on its way (the same answer when the address is taken).',
          schema: 'StatusAnswer',
        },
        401: identityError('No session.'),
        403: identityError('No password check within the last 5 minutes (`REAUTHENTICATION_REQUIRED`).'),
        ...IDENTITY_COMMON,
      },
    },
  },
  '/1/indexes/*/queries': {
    post: {
      operationId: 'searchMultiQuery',
      tag: 'Search',
      auth: 'none',
      summary: "Algolia's multi-query search (what algoliasearch's `search` sends)",
      description:
        "Sent as text/plain by algoliasearch; read as JSON whatever the type. Errors are Algolia's `{message, status}`.",
      body: { schema: 'SearchQueries', media: 'application/json' },
      answers: {
        200: { description: 'One result per request, in order.', schema: 'SearchResults' },
        400: { description: 'A request or parameter the site does not apply, named.', schema: 'SearchError' },
        404: { description: 'No such index.', schema: 'SearchError' },
        413: { description: 'The body is larger than 64 KiB.', schema: 'SearchError' },
        429: { description: 'Over the per-address limit.', schema: 'Problem', headers: ['Retry-After'] },
        503: { description: 'The search failed (logged).', schema: 'SearchError' },
      },
    },
  },
  '/1/indexes/{indexName}/query': {
    post: {
      operationId: 'searchSingleIndex',
      tag: 'Search',
      auth: 'none',
      summary: "One index's hits (algoliasearch's `searchSingleIndex`)",
      parameters: [pathParameter('indexName', 'The index.')],
      body: { schema: 'SearchParamsBody', required: false },
      answers: {
        200: { description: 'The hits.', schema: 'SearchResponse' },
        400: { description: 'A parameter the site does not apply, named.', schema: 'SearchError' },
        404: { description: 'No such index.', schema: 'SearchError' },
        413: { description: 'The body is larger than 64 KiB.', schema: 'SearchError' },
        429: { description: 'Over the per-address limit.', schema: 'Problem', headers: ['Retry-After'] },
        503: { description: 'The search failed (logged).', schema: 'SearchError' },
      },
    },
  },
  '/1/indexes/{indexName}/facets/{facetName}/query': {
    post: {
      operationId: 'searchForFacetValues',
      tag: 'Search',
      auth: 'none',
      summary: "A facet's values matching a query (algoliasearch's `searchForFacetValues`)",
      parameters: [pathParameter('indexName', 'The index.'), pathParameter('facetName', 'The facet attribute.')],
      body: { schema: 'SearchParamsBody', required: false },
      answers: {
        200: { description: 'The matching values.', schema: 'FacetSearchResponse' },
        400: { description: 'A parameter the site does not apply, named.', schema: 'SearchError' },
        404: { description: 'No such index.', schema: 'SearchError' },
        413: { description: 'The body is larger than 64 KiB.', schema: 'SearchError' },
        429: { description: 'Over the per-address limit.', schema: 'Problem', headers: ['Retry-After'] },
        503: { description: 'The search failed (logged).', schema: 'SearchError' },
      },
    },
  },
  '/api/admin/outbox': {
    get: {
      operationId: 'adminOutbox',
      tag: 'Operations',
      auth: 'operator',
      summary: 'The outbox messages given up (`state=failed`) or waiting (`state=pending`)',
      description:
        "Each message's id, kind, target, attempts, last error and what it carries (order number, contact id, form); never recipients or mail text. `npm run admin -- outbox [--failed]`.",
      parameters: [
        {
          name: 'state',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['failed', 'pending'] },
          description: 'Which messages (default failed).',
        },
      ],
      answers: {
        200: { description: 'The messages, newest first (at most 500).', schema: 'OutboxListAnswer' },
        400: 'BadRequest',
        ...OPERATOR_ANSWERS,
      },
    },
  },
  '/api/admin/invoices': {
    get: {
      operationId: 'adminInvoices',
      tag: 'Operations',
      auth: 'operator',
      summary: 'The tax invoices issued since a date, as CSV',
      description:
        "Number, issue date (in the region's time zone), time, order, buyer, currency, subtotal excl. GST, GST, total incl. GST. `npm run admin -- invoices --from <date>`.",
      parameters: queryParameters(invoicesQuerySchema, {
        from: 'The first issue date listed (YYYY-MM-DD), as printed on the invoices.',
      }),
      answers: {
        200: {
          description: 'A header row, then one row per invoice in the order issued.',
          media: { type: 'text/csv', schema: { type: 'string' } },
        },
        400: 'BadRequest',
        ...OPERATOR_ANSWERS,
      },
    },
  },
  '/api/admin/auth-events': {
    get: {
      operationId: 'adminAuthEvents',
      tag: 'Operations',
      auth: 'operator',
      summary: "An account's last authentication events",
      description:
        'Sign-ins, failures, sign-outs, lockouts, re-authentications, sessions ended, password changes and resets, email change requests: kind and time, newest first. Never an email, address or secret.',
      parameters: [
        {
          name: 'account',
          in: 'query',
          required: true,
          schema: { type: 'string' },
          description: 'The account id (uid).',
        },
        {
          name: 'limit',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 500 },
          description: 'How many (default 50).',
        },
      ],
      answers: {
        200: { description: 'The events, newest first.', schema: 'AuthEventsAnswer' },
        400: 'BadRequest',
        ...OPERATOR_ANSWERS,
      },
    },
  },
  '/api/admin/outbox/{id}/retry': {
    post: {
      operationId: 'adminRetryOutbox',
      tag: 'Operations',
      auth: 'operator',
      summary: 'Send a given-up message again, once, with its idempotency key',
      parameters: [pathParameter('id', 'The message id (a UUID, as the listing names it).')],
      answers: {
        200: { description: 'Queued again.', schema: 'OutboxMessageAnswer' },
        400: 'BadRequest',
        409: { description: 'The message is not given up (pending or delivered).', schema: 'Problem' },
        ...OPERATOR_ANSWERS,
      },
    },
  },
  '/api/admin/vitals': {
    get: {
      operationId: 'adminVitals',
      tag: 'Operations',
      auth: 'operator',
      summary: "Visitors' Core Web Vitals: the 75th percentile per template and metric, rated",
      description:
        'From the daily roll-up of POST /api/vitals, over the last `since` days (today included), rated as Google rates it. `npm run admin -- vitals [--since 7d] [--check]`.',
      parameters: queryParameters(vitalsQuerySchema, { since: 'Whole days back, `1d` to `35d` (default `7d`).' }),
      answers: {
        200: { description: 'The report.', schema: 'VitalsReportAnswer' },
        400: 'BadRequest',
        ...OPERATOR_ANSWERS,
      },
    },
  },
  '/api/admin/backup': {
    get: {
      operationId: 'adminBackup',
      tag: 'Operations',
      auth: 'operator',
      summary: 'A consistent snapshot of the embedded database, taken while the server serves',
      description: 'For `npm run db:restore` into an empty DATA_DIR. On PostgreSQL: 409 saying to use pg_dump.',
      answers: {
        200: {
          description: "PGlite's dump of its data folder.",
          media: { type: 'application/gzip', schema: { type: 'string', contentMediaType: 'application/gzip' } },
        },
        409: { description: 'The server runs on PostgreSQL: back it up with pg_dump.', schema: 'Problem' },
        503: 'Unavailable',
        ...OPERATOR_ANSWERS,
      },
    },
  },
  '/metrics': {
    get: {
      operationId: 'metrics',
      tag: 'Operations',
      auth: 'metrics',
      summary: 'Prometheus metrics',
      answers: {
        200: {
          description: 'Prometheus text format (docs/operations.md lists the metrics).',
          media: { type: 'text/plain', schema: { type: 'string' } },
        },
        401: { description: 'A missing or wrong token.', schema: 'Problem' },
        404: { description: 'METRICS_TOKEN is not set.', schema: 'Problem' },
      },
    },
  },
};

/** The security requirements of each kind of operation: the session cookie, or a Firebase ID token. */
const SECURITY: Record<Auth, JsonObject[] | undefined> = {
  'signed-in': [{ sessionCookie: [] }, { firebaseIdToken: [] }],
  optional: [{}, { sessionCookie: [] }, { firebaseIdToken: [] }],
  none: [],
  operator: [{ adminToken: [] }],
  metrics: [{ metricsToken: [] }],
  'owner-or-operator': [{ sessionCookie: [] }, { firebaseIdToken: [] }, { adminToken: [] }],
};

function answerObject(answer: Answer): JsonObject {
  return {
    description: answer.description,
    ...(answer.headers ? { headers: Object.fromEntries(answer.headers.map((name) => [name, HEADERS[name]])) } : {}),
    ...(answer.schema ? { content: { 'application/json': { schema: ref(answer.schema) } } } : {}),
    ...(answer.media ? { content: { [answer.media.type]: { schema: answer.media.schema } } } : {}),
  };
}

function operationObject(operation: Operation): JsonObject {
  const { body } = operation;
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    security: SECURITY[operation.auth],
    ...(operation.parameters ? { parameters: operation.parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: body.required ?? true,
            content: { [body.media ?? 'application/json']: { schema: ref(body.schema) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.answers).map(([status, answer]) => [
        status,
        typeof answer === 'string' ? { $ref: `#/components/responses/${answer}` } : answerObject(answer),
      ]),
    ),
  };
}

/** The OpenAPI 3.1 document (a fresh object each call; the route serializes it once). */
export function openApiDocument(): JsonObject {
  const paths = Object.fromEntries(
    Object.entries(OPERATIONS).map(([path, operations]) => [
      path,
      {
        description: `Any other method answers 405 with \`Allow\` (components/responses/MethodNotAllowed).`,
        ...Object.fromEntries(
          Object.entries(operations).map(([method, operation]) => [method, operationObject(operation)]),
        ),
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Tasman CAD site API',
      version: '1.0.0',
      summary: "The shop's HTTP API: accounts, web orders, forms, webhooks and the Algolia-compatible search.",
      description: [
        'Every answer is JSON unless said otherwise. Every error answer is `{"message": "…"}` (search: Algolia\'s `{"message", "status"}`);',
        'a path not listed here answers 404; a method a path does not take answers 405 with `Allow`; a body over the limit 413; over a per-address rate limit 429 with `Retry-After`',
        '(docs/security.md). A POST from a browser must come from this site (its Origin).',
        'Generated from the zod schemas the handlers use (src/features/api-docs/openapi.server.ts).',
      ].join(' '),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This site.' }],
    tags: [
      { name: 'Site', description: 'Readiness and the values pages need.' },
      { name: 'Accounts', description: "The signed-in user's documents (docs/api.md)." },
      {
        name: 'Identity',
        description: "The embedded identity server (better-auth) routes the site's browser code uses.",
      },
      { name: 'Orders', description: 'Web orders and the test payment (docs/orders.md).' },
      { name: 'Forms', description: 'CMS forms and gated content (docs/forms.md).' },
      { name: 'Webhooks', description: 'Signed calls from Sanity and Stripe.' },
      { name: 'Search', description: "Algolia's search protocol over the site's search (docs/search.md)." },
      { name: 'Operations', description: 'Metrics and the operator API (docs/operations.md).' },
    ],
    paths,
    components: {
      schemas: {
        ...componentSchemas(REQUESTS, 'input', 'SharedInput'),
        ...componentSchemas(ANSWERS, 'output', 'SharedOutput'),
      },
      responses: Object.fromEntries(Object.entries(COMMON).map(([name, answer]) => [name, answerObject(answer)])),
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description:
            "The embedded identity server's session cookie, set by sign-in (on https it is named `__Secure-better-auth.session_token`).",
        },
        firebaseIdToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'With Firebase configured: `Authorization: Bearer <Firebase ID token>`.',
        },
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The operator API: `Authorization: Bearer <ADMIN_TOKEN>` (without ADMIN_TOKEN every /api/admin/* path answers 404; docs/operations.md).',
        },
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: '`Authorization: Bearer <METRICS_TOKEN>` (without METRICS_TOKEN /metrics answers 404).',
        },
      },
    },
  };
}
