// What other modules use of the rate limits: the table of limits and the ways to count against them.
export {
  byAddress,
  countUse,
  enforceLimits,
  forgetCounts,
  type LimitedKey,
  limitSearches,
  type RateLimit,
  rateLimits,
  refundUse,
} from "./service.ts";
