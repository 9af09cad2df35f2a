import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { location, router } from "./next-navigation-double.ts";

vi.mock("next/navigation", () => import("./next-navigation-double.ts"));

// A browser's own method jsdom does not lay out for: scrolling an element into view does nothing.
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const action of Object.values(router)) action.mockReset();
  location.pathname = "/";
  location.search = "";
  window.localStorage.clear();
  window.sessionStorage.clear();
});
