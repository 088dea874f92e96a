// autocannon ships no types; only what bench/*.ts uses is declared here.
declare module 'autocannon' {
  function autocannon(options: autocannon.Options): autocannon.Instance;

  // A namespace beside the function, so that `autocannon.Result` names the types.
  namespace autocannon {
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface RequestStep extends RawRequest {
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
      /** Called with each answer to this step (autocannon then keeps the body). */
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Requests each connection sends before waiting for answers. */
      pipelining?: number;
      duration?: number;
      /** Requests to send in all, instead of a duration. */
      amount?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: RequestStep[];
      /** Called with each connection's client as it is made. */
      setupClient?: (client: Client) => void;
    }

    /** The part of autocannon's per-connection client the benchmarks touch. */
    interface Client {
      pipelinedRequests: { addBody(data: Buffer): void };
      /** Sends the next request (after each answer, and as the connection opens). */
      _doRequest(): void;
      destroyed: boolean;
    }

    /** The running round: awaited for its result; each answer emits `response` with its latency in ms, to the nanosecond. */
    interface Instance extends PromiseLike<Result> {
      on(event: 'response', listener: (client: Client, statusCode: number, bytes: number, latencyMs: number) => void): this;
    }

    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      total: number;
    }

    interface Result {
      duration: number;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
    }
  }
  export = autocannon;
}
