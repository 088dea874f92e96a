// The base class of every rate-limiter-flexible store: its types declare it, its index does not export it.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  export = RateLimiterStoreAbstract;
}
