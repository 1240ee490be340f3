import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** How long a worker waits for the primary's sum of every worker's metrics. */
const CLUSTER_METRICS_TIMEOUT_MS = 5000;

interface MetricsRequest {
  type: 'croupier:metrics-request';
  id: string;
}
interface MetricsAnswer {
  type: 'croupier:metrics-answer';
  id: string;
  body?: string;
  error?: string;
}

const isMessage = <Kind extends MetricsRequest | MetricsAnswer>(message: unknown, type: Kind['type']): message is Kind =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/**
 * In the primary of WEB_CONCURRENCY workers: answers a worker's request for the metrics of all of
 * them, summed by prom-client's AggregatorRegistry (which asks each worker for its own).
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, 'croupier:metrics-request')) return;
    const answer = (fields: Pick<MetricsAnswer, 'body' | 'error'>) =>
      worker.isConnected() && worker.send({ type: 'croupier:metrics-answer', id: message.id, ...fields } satisfies MetricsAnswer);
    aggregator.clusterMetrics().then(
      (body) => answer({ body }),
      (error: unknown) => answer({ error: String(error) }),
    );
  });
}

/**
 * In a worker: offers its registry to the primary's sum, and returns how /metrics reads the sum, so a
 * scrape shows the whole instance whichever worker answers it.
 */
export function clusterExposition(registry: Registry): () => Promise<string> {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  const waiting = new Map<string, { resolve: (body: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: unknown) => {
    if (!isMessage<MetricsAnswer>(message, 'croupier:metrics-answer')) return;
    const request = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.body !== undefined) request?.resolve(message.body);
    else request?.reject(new Error(`the primary could not sum the workers' metrics: ${message.error}`));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the primary did not sum the workers' metrics within ${CLUSTER_METRICS_TIMEOUT_MS} ms`));
      }, CLUSTER_METRICS_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (body) => (clearTimeout(timer), resolve(body)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      process.send!({ type: 'croupier:metrics-request', id } satisfies MetricsRequest);
    });
}
