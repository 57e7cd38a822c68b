// The part of autocannon 9's API the benchmarks use (the package ships no types; see its README, "API").
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Context = Record<string, unknown>;

  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: AutocannonRequest, context: Context) => AutocannonRequest;
    onResponse?: (
      status: number,
      body: string,
      context: Context,
      headers: Record<string, string | string[]>,
    ) => void;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds to wait for a response. */
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }

  interface Histogram {
    average: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface AutocannonInstance extends EventEmitter {
    stop(): void;
  }

  function autocannon(
    options: AutocannonOptions,
    done: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;

  export default autocannon;
  export type { AutocannonOptions, AutocannonRequest, AutocannonResult, Context };
}
