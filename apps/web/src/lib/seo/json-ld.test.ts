import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd, serializeJsonLd } from "./json-ld.tsx";

describe("JSON-LD", () => {
  const hostile = { name: "Tea </script><script>alert(1)</script> & <!-- more" };

  it("cannot close its script element or open a comment", () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("renders one application/ld+json script whose content parses back to the data", () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: [hostile, { a: 1 }] }));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const body = html
      .replace(/^<script type="application\/ld\+json">/, "")
      .replace(/<\/script>$/, "");
    expect(JSON.parse(body)).toEqual([hostile, { a: 1 }]);
  });
});
