/**
 * Built on first use: how the composition root and the ports' settings modules defer an adapter (and
 * the vendor SDK it imports) until something asks for it.
 */

/** Keeps the first successful result of `make`; a rejected promise is forgotten so the next call retries. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = make();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}

/** Keeps the value of `make` after the first call. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
