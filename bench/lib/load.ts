import autocannon, { type Context } from 'autocannon';

/** One request to send; `tag` comes back with its response (which graduate, which question, which kind). */
export interface PlannedRequest<T> {
  path: string;
  headers: Record<string, string>;
  body?: string;
  tag: T;
}

export interface LoadOptions<T> {
  /** http://127.0.0.1:<port> */
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  seconds: number;
  /** Called once per request, just before it is written to its connection. */
  next(): PlannedRequest<T>;
  /** Called with every response (any status). */
  onResponse?(tag: T, status: number, body: string): void;
  /** Groups the latencies for a breakdown (e.g. by kind of query). */
  kindOf?(tag: T): string;
}

export interface Latency {
  count: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface LoadResult {
  seconds: number;
  responses: number;
  rps: number;
  latency: Latency;
  byKind: Map<string, Latency>;
  non2xx: number;
  /** Connection errors and timeouts (autocannon counts timeouts among errors). */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The first few bodies of non-2xx responses, to say what went wrong. */
  failures: string[];
}

/** Latency summary in milliseconds, from the exact response times (autocannon's own histogram rounds to 1 ms). */
export function summarise(values: number[]): Latency {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    p50: at(0.5),
    p90: at(0.9),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
    mean: sorted.length ? sum / sorted.length : 0,
  };
}

/**
 * Keeps `connections` keep-alive connections busy for `seconds` (one request in flight on each, no pipelining),
 * each request built by `next()`. Bounded in time: autocannon stops at the deadline and abandons what is in flight.
 */
export function runLoad<T>(options: LoadOptions<T>): Promise<LoadResult> {
  const latencies: number[] = [];
  const kinds = new Map<string, number[]>();
  const failures: string[] = [];
  // autocannon calls onResponse and then, synchronously, emits 'response' with the time for the same response.
  let lastTag: T | undefined;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        requests: [
          {
            method: options.method,
            setupRequest: (request, context: Context) => {
              const planned = options.next();
              context.tag = planned.tag;
              return {
                ...request,
                method: options.method,
                path: planned.path,
                headers: { ...request.headers, ...planned.headers },
                body: planned.body,
              };
            },
            onResponse: (status, body, context) => {
              const tag = context.tag as T;
              lastTag = tag;
              if ((status < 200 || status > 299) && failures.length < 5) failures.push(`${status} ${body}`);
              options.onResponse?.(tag, status, body);
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = (performance.now() - started) / 1000;
        const statusCodes = Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
        );
        resolve({
          seconds,
          responses: latencies.length,
          rps: latencies.length / seconds,
          latency: summarise(latencies),
          byKind: new Map([...kinds].map(([kind, values]) => [kind, summarise(values)])),
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes,
          failures,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
      latencies.push(time);
      if (options.kindOf && lastTag !== undefined) {
        const kind = options.kindOf(lastTag);
        const values = kinds.get(kind) ?? [];
        if (values.length === 0) kinds.set(kind, values);
        values.push(time);
      }
    });
  });
}
