import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { timings } from "@/lib/timings.ts";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { useToast } from "./toaster.tsx";

/** A page's header and a button that raises a toast, as a buy button does. */
function Page({ link }: { link?: boolean }) {
  const toast = useToast();
  return (
    <>
      <header data-toasts-below="">Header</header>
      <button
        type="button"
        onClick={() =>
          toast.success(
            "Product added to cart",
            link ? { label: "View cart", href: "/pages/cart" } : undefined,
          )
        }
      >
        Add
      </button>
    </>
  );
}

/** jsdom lays nothing out: the header says where its bottom edge is on screen. */
function headerBottomAt(bottom: number) {
  const header = document.querySelector("header") as HTMLElement;
  header.getBoundingClientRect = () => ({ bottom }) as DOMRect;
}

describe("the toasts", () => {
  it("keep their text to the letter, offer their link, and leave after 1.5 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderInStorefront(<Page link />);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByTestId("toast-success").textContent).toBe("Product added to cart");
    expect(screen.getByRole("link", { name: "View cart" }).getAttribute("href")).toBe(
      "/pages/cart",
    );
    await act(() => vi.advanceTimersByTimeAsync(timings.toastSuccessMs));
    expect(screen.queryByTestId("toast-success")).toBeNull();
  });

  it("stay while the pointer rests on one or the focus is in it, and leave after it goes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderInStorefront(<Page link />);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const link = screen.getByRole("link", { name: "View cart" });
    act(() => link.focus());
    await act(() => vi.advanceTimersByTimeAsync(10 * timings.toastSuccessMs));
    expect(screen.getByTestId("toast-success")).toBeTruthy();
    act(() => link.blur());
    await act(() => vi.advanceTimersByTimeAsync(timings.toastSuccessMs));
    expect(screen.queryByTestId("toast-success")).toBeNull();
  });

  it("stand under the site's header while it is on screen, else near the top", () => {
    renderInStorefront(<Page />);
    headerBottomAt(112);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByTestId("toasts").style.top).toBe("120px");
    // Scrolled past the header (not yet fixed to the top): near the screen's top.
    headerBottomAt(-40);
    act(() => {
      fireEvent.scroll(window);
    });
    return vi.waitFor(() => expect(screen.getByTestId("toasts").style.top).toBe("16px"));
  });
});
