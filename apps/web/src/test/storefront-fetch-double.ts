import { vi } from "vitest";

type Answer = { status?: number; body?: unknown } | "network error";

/**
 * The storefront's own route handlers, stood in for at the edge the browser code reaches them:
 * `fetch`. Each path answers through the given function; every request is kept, in order, so a
 * test can tell what was asked and when.
 */
export function answerStorefrontCalls(
  routes: Record<string, (url: URL) => Answer | Promise<Answer>>,
) {
  const asked: URL[] = [];
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    asked.push(url);
    const route = routes[url.pathname];
    if (!route) throw new Error(`no route handler at ${url.pathname} in this test`);
    const answer = await route(url);
    if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
    if (answer === "network error") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchDouble);
  return asked;
}
