// The main thread's handle on bench/lib/load-worker.ts: one request at a time.
import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './load-worker.ts';
import type { RoundResult } from './stats.ts';

export class LoadClient {
  private worker = new Worker(new URL('./load-worker.ts', import.meta.url));
  private exited = false;

  constructor() {
    this.worker.once('exit', () => {
      this.exited = true;
    });
  }

  private ask(msg: WorkerRequest): Promise<WorkerReply> {
    if (this.exited) return Promise.reject(new Error('load worker has exited'));
    return new Promise((resolve, reject) => {
      const onError = (e: Error) => reject(e);
      this.worker.once('error', onError);
      this.worker.once('message', (reply: WorkerReply) => {
        this.worker.off('error', onError);
        resolve(reply);
      });
      this.worker.postMessage(msg);
    });
  }

  async run(msg: Exclude<WorkerRequest, { type: 'close' }>): Promise<RoundResult> {
    const reply = await this.ask(msg);
    if (reply.type === 'error') throw new Error(reply.message);
    if (reply.type !== 'result') throw new Error(`unexpected worker reply ${reply.type}`);
    return reply.result;
  }

  async close() {
    if (!this.exited) await this.ask({ type: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
