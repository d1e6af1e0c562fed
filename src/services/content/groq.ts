import { evaluate, parse, type ExprNode } from 'groq-js';
import type { QueryParams } from './port.ts';

/** Documents a GROQ query runs over, with an id index so `->` does not scan them all. */
export interface QueryableDocuments {
  documents: readonly { _id: string; _type: string }[];
  byId: ReadonlyMap<string, { _id: string; _type: string }>;
}

const parsed = new Map<string, ExprNode>();

/** Parses a query once per process (the site runs a handful of fixed queries). */
function treeOf(query: string): ExprNode {
  let tree = parsed.get(query);
  if (!tree) {
    tree = parse(query);
    parsed.set(query, tree);
  }
  return tree;
}

/** Runs GROQ over documents held in memory with groq-js, Sanity's own GROQ engine. */
export async function queryDocuments<T>(
  source: QueryableDocuments,
  query: string,
  params: QueryParams = {},
): Promise<T> {
  const value = await evaluate(treeOf(query), {
    dataset: source.documents,
    params,
    dereference: ({ _ref }) => source.byId.get(_ref) ?? null,
  });
  return (await value.get()) as T;
}
