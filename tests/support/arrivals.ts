/**
 * What a stand-in has received, in order, and a wait for what has not arrived yet: a waiter looks again
 * at each arrival (never on a timer), and gives up, saying what it missed, after `timeoutMs`.
 */
export class Arrivals<T> {
  readonly items: T[] = [];
  readonly #waiters = new Set<() => void>();

  push(item: T): void {
    this.items.push(item);
    for (const look of [...this.#waiters]) look();
  }

  /** Resolves with the first answer of `found` that is not undefined, asked now and after each arrival. */
  until<R>(found: (items: readonly T[]) => R | undefined, timeoutMs: number, missed: () => string): Promise<R> {
    const already = found(this.items);
    if (already !== undefined) return Promise.resolve(already);
    return new Promise<R>((resolve, reject) => {
      const stop = () => {
        clearTimeout(giveUp);
        this.#waiters.delete(look);
      };
      const look = () => {
        const answer = found(this.items);
        if (answer === undefined) return;
        stop();
        resolve(answer);
      };
      // eslint-disable-next-line no-restricted-syntax -- a deadline that rejects, never the wait itself
      const giveUp = setTimeout(() => {
        stop();
        reject(new Error(missed()));
      }, timeoutMs);
      this.#waiters.add(look);
    });
  }
}
