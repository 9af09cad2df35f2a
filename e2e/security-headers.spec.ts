import { apiUrl, languages } from "./support/languages.ts";
import { type APIResponse, expect, test } from "./support/test.ts";

// Every storefront response carries the same security headers: pages, Next's own files, route
// handlers and the crawler files. SITE_URL is plain http here, so there is no HSTS.
const policy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  // The contact page's map tiles: pictures only, from OpenStreetMap's tile server.
  `img-src 'self' data: ${apiUrl} https://tile.openstreetmap.org`,
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["content-security-policy"]?.split("; ")).toEqual(policy);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["x-powered-by"]).toBeUndefined();
}

for (const language of languages) {
  test(`a page in ${language.locale} carries the full set of security headers`, async ({
    request,
  }) => {
    const response = await request.get(language.home);
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    // next-intl's Link header would repeat the requested path; pages name their twins in the HTML.
    expect(response.headers().link ?? "").not.toContain('rel="alternate"');
  });

  test(`the not-found page in ${language.locale} carries them too`, async ({ request }) => {
    const response = await request.get(`${language.prefix}/no-such-page`);
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
  });
}

test("Next's static files carry the security headers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
  expect(script).toBeTruthy();
  const response = await request.get(script ?? "");
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response);
  expectSecurityHeaders(await request.get("/fonts/inter-latin-wght-normal.woff2"));
});

test("route handlers and crawler files carry the security headers", async ({ request }) => {
  const suggestions = await request.get("/api/search-suggestions?keyword=tea&locale=en");
  expect(suggestions.status()).toBe(200);
  expectSecurityHeaders(suggestions);
  expectSecurityHeaders(await request.get("/robots.txt"));
  expectSecurityHeaders(await request.get("/sitemap.xml"));
});

test("a redirect carries the security headers", async ({ request }) => {
  const response = await request.get("/pages/profile", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expectSecurityHeaders(response);
});
