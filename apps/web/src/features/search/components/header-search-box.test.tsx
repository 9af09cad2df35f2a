import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { router } from "@/test/next-navigation-double.ts";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { answerStorefrontCalls } from "@/test/storefront-fetch-double.ts";
import { HeaderSearchBox } from "./header-search-box.tsx";

const dates = (id: number, name: string) => ({
  id,
  name,
  min: 40,
  max: 40,
  sale: false,
  picture: null,
});

const catalogue = [dates(11, "Sukkari Dates"), dates(12, "Sukkari Dates Gift Box")];

/** The suggestions route, answering the products whose names hold the keyword. */
function suggestions(url: URL) {
  const keyword = (url.searchParams.get("keyword") ?? "").toLowerCase();
  const items = catalogue.filter((product) => product.name.toLowerCase().includes(keyword));
  return { body: { items, matched: [keyword], unmatched: [], understood: [] } };
}

const field = () => screen.getByRole("combobox", { name: "Search products" });
const keywordsAsked = (asked: URL[]) => asked.map((url) => url.searchParams.get("keyword"));

describe("the header search box", () => {
  it("asks nothing below 3 characters, and once, 500 ms after the last keystroke", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const asked = answerStorefrontCalls({ "/api/search-suggestions": suggestions });
    renderInStorefront(<HeaderSearchBox id="header" action="/pages/shop" />);
    // Keystrokes as the field sees them (user-event waits on the timers this test holds still).
    const typeSoFar = (text: string) => fireEvent.change(field(), { target: { value: text } });
    act(() => field().focus());
    typeSoFar("Su");
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(asked).toHaveLength(0);

    typeSoFar("Sukk");
    await act(() => vi.advanceTimersByTimeAsync(300));
    // Another keystroke restarts the pause.
    typeSoFar("Sukkari");
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(asked).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(keywordsAsked(asked)).toEqual(["Sukkari"]);
    expect(asked[0]?.searchParams.get("locale")).toBe("en");
    // vi.waitFor polls on the real clock, which this test leaves running.
    await vi.waitFor(() =>
      expect(
        screen.getAllByTestId("search-suggestion-name").map((name) => name.textContent),
      ).toEqual(["Sukkari Dates", "Sukkari Dates Gift Box"]),
    );

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(asked).toHaveLength(1);

    // Back under 3 characters: the list goes, and nothing is asked.
    typeSoFar("Su");
    expect(screen.queryAllByTestId("search-suggestion")).toHaveLength(0);
    expect(field().getAttribute("aria-expanded")).toBe("false");
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(asked).toHaveLength(1);
  });

  it("shows the products that match, marks the words, and opens the one chosen with the keys", async () => {
    answerStorefrontCalls({ "/api/search-suggestions": suggestions });
    const { user } = renderInStorefront(<HeaderSearchBox id="header" action="/pages/shop" />);
    await user.type(field(), "gift");
    const listbox = await screen.findByRole("listbox", { name: "Suggested products" });
    const options = within(listbox).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining("Sukkari Dates Gift Box"),
      expect.stringContaining("See all results for “gift”"),
    ]);
    expect(within(options[0] as HTMLElement).getByText("Gift").tagName).toBe("MARK");
    expect(field().getAttribute("aria-expanded")).toBe("true");

    // Down twice wraps past "see all" back to the first product; Enter opens it.
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(field().getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    await user.keyboard("{Enter}");
    expect(router.push.mock.calls.map(([href]) => href)).toEqual([
      expect.stringMatching(/\/product\/12$/),
    ]);
  });

  it("says so when nothing matches, closes with Escape, and empties the field on a second one", async () => {
    answerStorefrontCalls({ "/api/search-suggestions": suggestions });
    const { user } = renderInStorefront(<HeaderSearchBox id="header" action="/pages/shop" />);
    await user.type(field(), "camel");
    expect(await screen.findByText("No products match “camel” yet.")).toBeTruthy();
    expect(field().getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{Escape}");
    expect(screen.queryByText("No products match “camel” yet.")).toBeNull();
    expect(field()).toHaveProperty("value", "camel");
    await user.keyboard("{Escape}");
    expect(field()).toHaveProperty("value", "");
  });

  it("keeps the list closed when its answer arrives after the shopper pressed Escape", async () => {
    let release: () => void = () => {};
    const asked = answerStorefrontCalls({
      "/api/search-suggestions": async (url) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return suggestions(url);
      },
    });
    const { user } = renderInStorefront(<HeaderSearchBox id="header" action="/pages/shop" />);
    await user.type(field(), "Sukkari");
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await user.keyboard("{Escape}");
    await act(async () => release());
    expect(screen.queryByRole("option")).toBeNull();
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(field()).toHaveProperty("value", "Sukkari");
    // The answer is kept: the arrow key opens it.
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByTestId("search-suggestion-name").map((name) => name.textContent)).toEqual(
      ["Sukkari Dates", "Sukkari Dates Gift Box"],
    );
    await user.keyboard("{Escape}{Escape}");
    expect(field()).toHaveProperty("value", "");
  });

  it("shows nothing when the suggestions fail, and keeps only the newest keyword's answer", async () => {
    let calls = 0;
    let releaseFirst: () => void = () => {};
    const asked = answerStorefrontCalls({
      "/api/search-suggestions": async (url) => {
        calls += 1;
        if (calls === 1) {
          // The first answer comes late, after the shopper typed on.
          await new Promise<void>((resolve) => {
            releaseFirst = resolve;
          });
          return suggestions(url);
        }
        if (calls === 2) return suggestions(url);
        return { status: 500 };
      },
    });
    const { user } = renderInStorefront(<HeaderSearchBox id="header" action="/pages/shop" />);
    await user.type(field(), "Sukk");
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await user.type(field(), "ari Dates");
    expect(await screen.findByText("See all results for “Sukkari Dates”")).toBeTruthy();
    await act(async () => releaseFirst());
    expect(screen.getByText("See all results for “Sukkari Dates”")).toBeTruthy();
    expect(screen.getAllByRole("option")).toHaveLength(3);

    await user.type(field(), " gift");
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    await vi.waitFor(() => expect(screen.queryByRole("option")).toBeNull());
    expect(field().getAttribute("aria-expanded")).toBe("false");
  });

  it("says which words matched nothing, and takes an understood colour out of the keyword", async () => {
    const asked = answerStorefrontCalls({
      "/api/search-suggestions": (url) => {
        const keyword = url.searchParams.get("keyword") ?? "";
        if (keyword === "red dress") {
          return {
            body: {
              items: [dates(21, "Floral Chiffon Midi Dress")],
              matched: ["dress"],
              unmatched: ["red"],
              understood: [],
            },
          };
        }
        if (keyword === "black abaya") {
          return {
            body: {
              items: [dates(22, "Classic Black Crepe Abaya")],
              matched: ["abaya"],
              unmatched: [],
              understood: [
                { kind: "colour", key: "black", label: "Black", words: "black", without: "abaya" },
              ],
            },
          };
        }
        return {
          body: {
            items: [dates(23, "Linen Kimono Abaya")],
            matched: [keyword],
            unmatched: [],
            understood: [],
          },
        };
      },
    });
    const { user } = renderInStorefront(<HeaderSearchBox id="header" action="/pages/shop" />);
    await user.type(field(), "red dress");
    expect((await screen.findByTestId("search-unmatched")).textContent).toBe(
      "No results for “red”; showing matches for “dress”.",
    );
    await user.clear(field());
    await user.type(field(), "black abaya");
    const chip = await screen.findByRole("button", { name: /Colour: Black/ });
    expect(screen.queryByTestId("search-unmatched")).toBeNull();
    await user.click(chip);
    expect(field()).toHaveProperty("value", "abaya");
    await vi.waitFor(() => expect(keywordsAsked(asked).at(-1)).toBe("abaya"));
    await vi.waitFor(() =>
      expect(
        screen.getAllByTestId("search-suggestion-name").map((name) => name.textContent),
      ).toEqual(["Linen Kimono Abaya"]),
    );
    expect(screen.queryByTestId("search-understood")).toBeNull();
  });
});
