/**
 * Checks real requests and answers against the OpenAPI document (GET /api/openapi.json,
 * src/features/api-docs/openapi.server.ts) with a JSON Schema 2020-12 validator, so the document cannot drift
 * from what the endpoints do. The harness records every exchange the suites make through `callRoute`
 * (tests/api/harness.ts) and checks them after each suite.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument, type JsonObject } from '../../src/features/api-docs/openapi.server.ts';

/** One request and its answer, as the suites made them. */
export interface Exchange {
  method: string;
  /** The URL's path and query. */
  url: string;
  requestType: string | null;
  requestText: string;
  status: number;
  responseType: string | null;
  responseHeaders: Record<string, string>;
  responseText: string;
}

interface Operation {
  parameters?: JsonObject[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonObject }> };
  responses: Record<string, JsonObject>;
}

type Document = JsonObject & {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, JsonObject> };
};

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM interop.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const DOCUMENT_ID = 'https://tasman.test/openapi.json';

/** A checker over one document: compiles each schema once. */
export function openApiChecker(document: Document = openApiDocument() as Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components }, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();

  const validatorFor = (schema: JsonObject): ValidateFunction => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      const target =
        typeof schema['$ref'] === 'string'
          ? { $ref: `${DOCUMENT_ID}${schema['$ref']}` }
          : { $id: `${DOCUMENT_ID}/inline/${compiled.size}`, ...schema };
      validate = ajv.compile(target);
      compiled.set(key, validate);
    }
    return validate;
  };

  /** `undefined` when `value` is what `schema` allows, else the first reason. */
  const violation = (schema: JsonObject, value: unknown): string | undefined => {
    const validate = validatorFor(schema);
    if (validate(value)) return undefined;
    const [error] = validate.errors ?? [];
    return error
      ? `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`
      : 'not valid';
  };

  /** The documented path that `pathname` is an instance of: a literal path first, then a template. */
  const templateOf = (pathname: string): string | undefined => {
    if (document.paths[pathname]) return pathname;
    return Object.keys(document.paths).find((template) => {
      if (!template.includes('{')) return false;
      const pattern = template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      return new RegExp(`^${pattern}$`).test(pathname);
    });
  };

  const answerOf = (answer: JsonObject): JsonObject => {
    const target = answer['$ref'];
    return typeof target === 'string' ? (document.components.responses[target.split('/').pop() ?? ''] ?? {}) : answer;
  };

  const parsed = (text: string): { json: unknown } | undefined => {
    try {
      return { json: JSON.parse(text) as unknown };
    } catch {
      return undefined;
    }
  };

  /** What the answer's status, headers and body break of `answer`. */
  function answerProblems(answer: JsonObject, exchange: Exchange): string[] {
    const problems: string[] = [];
    for (const header of Object.keys(answer['headers'] ?? {})) {
      if (['Allow', 'Retry-After', 'Location'].includes(header) && !(header.toLowerCase() in exchange.responseHeaders))
        problems.push(`the answer lacks the documented ${header} header`);
    }
    const content = answer['content'] as Record<string, { schema: JsonObject }> | undefined;
    if (!content) {
      if (exchange.responseText !== '') problems.push('the document says the answer has no body, but it has one');
      return problems;
    }
    const json = content['application/json'];
    if (!json) return problems; // HTML and files: the media type is the contract
    if (!exchange.responseType?.includes('json'))
      return [...problems, `the answer is ${exchange.responseType ?? 'untyped'}, not JSON`];
    const body = parsed(exchange.responseText);
    if (!body) return [...problems, 'the answer is not JSON'];
    const broken = violation(json.schema, body.json);
    return broken
      ? [...problems, `the answer body does not match: ${broken} in ${exchange.responseText.slice(0, 300)}`]
      : problems;
  }

  /** What the request breaks of its operation, when the endpoint accepted it (2xx/3xx). */
  function requestProblems(operation: Operation, exchange: Exchange, url: URL): string[] {
    const problems: string[] = [];
    for (const parameter of operation.parameters ?? []) {
      if (parameter['in'] !== 'query' || !parameter['required']) continue;
      const value = url.searchParams.get(String(parameter['name']));
      if (value === null)
        problems.push(`the accepted request lacks the required query parameter ${String(parameter['name'])}`);
      else {
        const broken = violation(parameter['schema'] as JsonObject, value);
        if (broken) problems.push(`query parameter ${String(parameter['name'])}: ${broken}`);
      }
    }
    const body = operation.requestBody;
    if (!body || exchange.requestText === '') {
      if (body?.required && exchange.method !== 'GET')
        problems.push('the accepted request has no body, but the document requires one');
      return problems;
    }
    const json = body.content['application/json'];
    if (!json) return problems; // a form post: its fields are the form's
    const value = parsed(exchange.requestText);
    if (!value) return [...problems, 'the accepted request body is not JSON'];
    const broken = violation(json.schema, value.json);
    return broken ? [...problems, `the accepted request body does not match: ${broken}`] : problems;
  }

  /** Every way `exchange` breaks the document (empty when it keeps to it). */
  function check(exchange: Exchange): string[] {
    const url = new URL(exchange.url, 'http://localhost');
    const template = templateOf(url.pathname);
    if (!template) {
      // An unknown path answers 404 with a message (the info section says so), whichever the method.
      const body = exchange.status === 404 ? parsed(exchange.responseText) : undefined;
      const message =
        body?.json !== null &&
        typeof body?.json === 'object' &&
        typeof (body.json as { message?: unknown }).message === 'string';
      return message ? [] : [`${url.pathname} is not in the document`];
    }
    const pathItem = document.paths[template] ?? {};
    const method = exchange.method === 'HEAD' ? 'get' : exchange.method.toLowerCase();
    const operation = pathItem[method];
    if (!operation) {
      return exchange.status === 405
        ? answerProblems(document.components.responses['MethodNotAllowed'] ?? {}, exchange)
        : [`${exchange.method} is not documented on ${template}, but answered ${exchange.status} (not 405)`];
    }
    const documented = operation.responses[String(exchange.status)];
    if (!documented) return [`status ${exchange.status} is not documented for ${exchange.method} ${template}`];
    const head = exchange.method === 'HEAD' ? [] : answerProblems(answerOf(documented), exchange);
    const accepted = exchange.status < 400 ? requestProblems(operation, exchange, url) : [];
    return [...head, ...accepted];
  }

  return { check };
}

/** A request (`requestText`: its body, read before the handler read it) and its answer, read from a copy. */
export async function exchangeOf(request: Request, requestText: string, response: Response): Promise<Exchange> {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    requestType: request.headers.get('content-type'),
    requestText,
    status: response.status,
    responseType: response.headers.get('content-type'),
    responseHeaders: Object.fromEntries(response.headers),
    responseText: await response.clone().text(),
  };
}
