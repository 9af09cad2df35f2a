/**
 * The address of the payment page the API's answer sends the shopper to, or null when it is not
 * one a browser should be sent to: only an absolute http(s) address without credentials in it is
 * followed, so a bad answer can never send the shopper to a `javascript:` or `data:` address, or
 * to another page of ours by a relative path.
 */
export function paymentPageAddress(redirectUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "") return null;
  return url.href;
}
