import { vi } from "vitest";

/**
 * Next.js's router, stood in for in component tests: the app router is not running there, so a
 * test reads where a component sent the shopper from `router.push` and sets the path it is on.
 */
export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
};

export const location = { pathname: "/", search: "" };

export function useRouter() {
  return router;
}

export function usePathname() {
  return location.pathname;
}

export function useSearchParams() {
  return new URLSearchParams(location.search);
}

export function useParams() {
  return {};
}

export function useSelectedLayoutSegment() {
  return null;
}

export function redirect(path: string): never {
  throw new Error(`redirect to ${path}`);
}

export function notFound(): never {
  throw new Error("not found");
}

export function permanentRedirect(path: string): never {
  throw new Error(`permanent redirect to ${path}`);
}
