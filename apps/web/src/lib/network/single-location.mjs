// A redirect that Next.js keeps in its page cache is answered with its `location` header twice
// (once from the render, once from the cached entry's headers); a redirect names one place.

/**
 * Makes the response send at most one `location` header, however many were set or passed to
 * `writeHead`. Every way of sending the head (`writeHead`, or the first `write`/`end`) passes
 * through `writeHead`.
 * @param {import("node:http").ServerResponse} response
 */
export function keepOneLocation(response) {
  const writeHead = response.writeHead;
  response.writeHead = function writeOneLocation(...args) {
    const location = response.getHeader("location");
    if (Array.isArray(location)) response.setHeader("location", String(location[0]));
    const headers = args.find((arg) => typeof arg === "object" && arg !== null);
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        const value = headers[name];
        if (name.toLowerCase() === "location" && Array.isArray(value)) headers[name] = value[0];
      }
    }
    return writeHead.apply(this, args);
  };
}
