import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument, type JsonObject } from './openapi.server.ts';

type Operation = { security: unknown[]; responses: Record<string, unknown>; requestBody?: unknown };
const document = openApiDocument() as JsonObject & {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonObject> };
};

/** Every route file under src/pages/api as its URL path (`[file]` as `{file}`); the identity server's catch-all aside. */
function apiRoutePaths(): string[] {
  const root = join(import.meta.dirname, '../../pages');
  const files = readdirSync(join(root, 'api'), { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return files
    .map(
      (entry) =>
        `/${relative(root, join(entry.parentPath, entry.name))
          .replace(/\.(ts|astro)$/, '')
          .replace(/\/index$/, '')}`,
    )
    .filter((path) => !path.includes('[...'))
    .map((path) => path.replace(/\[(\w+)\]/g, '{$1}'));
}

/** Every `$ref` in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describe('openApiDocument', () => {
  it('documents every route file of src/pages/api', () => {
    const paths = apiRoutePaths();
    expect(paths).toContain('/api/web-orders');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(paths));
  });

  it('gives every operation an answer and its security, and every signed-in operation a 401', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, value] of Object.entries(item)) {
        if (method === 'description') continue;
        const operation = value as Operation;
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        expect(Array.isArray(operation.security), `${method} ${path}`).toBe(true);
        const signedIn =
          operation.security.length > 0 &&
          !operation.security.some((requirement) => Object.keys(requirement as object).length === 0);
        // The payment form and the invoice download answer a signed-out caller 404, as they answer anyone but the owner.
        const hidesFromSignedOut = path.startsWith('/api/payments/') || path.startsWith('/api/invoices/');
        if (signedIn && !path.startsWith('/api/auth/') && !hidesFromSignedOut)
          expect(operation.responses, `${method} ${path}`).toHaveProperty('401');
      }
    }
  });

  it('resolves every reference inside the document', () => {
    const components = document.components as unknown as Record<string, Record<string, unknown>>;
    for (const target of refsIn(document)) {
      const [, , kind, name] = target.split('/');
      expect(target.startsWith('#/components/'), target).toBe(true);
      expect(components[kind ?? '']?.[name ?? ''], target).toBeDefined();
    }
  });

  it("describes a web order's body from the handler's schema: line items required, 1 to 100", () => {
    const body = JSON.stringify(document.components.schemas['WebOrdersBody']);
    expect(body).toContain('"line_items":{"minItems":1,"maxItems":100');
    expect(body).toMatch(/"required":\["contact","account","shipping_address","line_items"\]/);
  });
});
