import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";

/** The stepper as a cart line holds it: the value it shows is the one it last chose. */
function Line({ start, stock }: { start: number; stock: number }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      max={stock}
      onChange={setValue}
      label="Quantity"
      decreaseLabel="One less"
      increaseLabel="One more"
    />
  );
}

const field = () => screen.getByRole("spinbutton", { name: "Quantity" });
const less = () => screen.getByRole("button", { name: "One less" });
const more = () => screen.getByRole("button", { name: "One more" });

describe("the quantity stepper", () => {
  it("counts up to the stock and no further, and down to one and no further", async () => {
    const { user } = renderInStorefront(<Line start={1} stock={3} />);
    expect(less()).toHaveProperty("disabled", true);
    await user.click(more());
    await user.click(more());
    expect(field()).toHaveProperty("value", "3");
    expect(more()).toHaveProperty("disabled", true);
    await user.click(less());
    await user.click(less());
    expect(field()).toHaveProperty("value", "1");
    expect(less()).toHaveProperty("disabled", true);
  });

  it("keeps a typed number inside 1 and the stock", async () => {
    const { user } = renderInStorefront(<Line start={2} stock={5} />);
    await user.tripleClick(field());
    await user.keyboard("9");
    expect(field()).toHaveProperty("value", "5");
    await user.tripleClick(field());
    await user.keyboard("0");
    expect(field()).toHaveProperty("value", "1");
  });

  it("never offers more than 99 of one product, whatever the stock", async () => {
    const { user } = renderInStorefront(<Line start={98} stock={500} />);
    await user.click(more());
    expect(field()).toHaveProperty("value", "99");
    expect(more()).toHaveProperty("disabled", true);
  });

  it("shows a line above what is left as it is, and lets it only go down, to the stock", async () => {
    const { user } = renderInStorefront(<Line start={7} stock={4} />);
    expect(field()).toHaveProperty("value", "7");
    expect(more()).toHaveProperty("disabled", true);
    await user.click(less());
    expect(field()).toHaveProperty("value", "4");
  });

  it("is switched off when nothing is in stock", () => {
    renderInStorefront(<Line start={1} stock={0} />);
    expect(field()).toHaveProperty("disabled", true);
    expect(less()).toHaveProperty("disabled", true);
    expect(more()).toHaveProperty("disabled", true);
  });
});
