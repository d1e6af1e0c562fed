/**
 * What a graceful stop does inside the app (scripts/serve.mjs drives it, tests/e2e/operations.spec.ts
 * stops a real server): /api/health answers 503 from the moment the stop begins, and an outbox worker
 * stopped while a delivery hangs hands its lease back, so the message is due again at once rather than
 * after the lease (five minutes) runs out.
 */
import { expect, it } from 'vitest';
import * as healthRoute from '../../src/pages/api/health.ts';
import { services } from '../../src/services/config.ts';
import { enqueueOutbox, outboxMessagesByKey } from '../../src/services/db/outbox.ts';
import { crmMessage } from '../../src/services/outbox/messages.ts';
import { OutboxWorker } from '../../src/services/outbox/worker.ts';
import { serverHooks } from '../../src/services/operations/server-hooks.ts';
import { apiContext, onEachDatabase } from './harness.ts';

const health = () => healthRoute.GET(apiContext(new Request('http://localhost:4321/api/health')));

onEachDatabase(() => {
  it('an outbox worker stopped while a delivery hangs hands its lease back', async () => {
    await services().stop();
    const db = await services().database();
    const message = crmMessage(`crm-web-order.WO-STOP-${crypto.randomUUID()}`, 'WO-STOP', 'web-orders', {
      weborder_id: 'WO-STOP',
    });
    await enqueueOutbox(db, [message], new Date());
    let started: () => void = () => undefined;
    const delivering = new Promise<void>((resolve) => {
      started = resolve;
    });
    const worker = new OutboxWorker({
      database: () => Promise.resolve(db),
      deliver: () => {
        started();
        return new Promise<void>(() => undefined);
      },
      log: { warn: () => undefined, error: () => undefined },
    });
    void worker.drain();
    await delivering;
    expect(await outboxMessagesByKey(db, [message.key])).toEqual([
      expect.objectContaining({ status: 'pending', locked_by: expect.any(String) as unknown }),
    ]);
    await worker.stop(50);
    expect(await outboxMessagesByKey(db, [message.key])).toEqual([
      expect.objectContaining({ status: 'pending', locked_by: null, locked_until: null }),
    ]);
  });

  it('/api/health answers 200, then 503 from the moment a stop begins', async () => {
    expect((await health()).status).toBe(200);
    serverHooks().beginStop();
    const stopping = await health();
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ message: 'The server is stopping.' });
  });
});
