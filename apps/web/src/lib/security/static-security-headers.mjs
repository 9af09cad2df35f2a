/** Powerful browser features the storefront never uses, switched off for every page and frame. */
const unusedFeatures = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * Security headers that never depend on configuration, so the build may hold them: next.config
 * sends them on every response Next.js answers, and the server sends them with the build's static
 * files it answers itself (static-files.mjs). The policy and HSTS depend on SITE_URL and
 * MEDIA_URL, read when the server starts, so the proxy adds those (runtime-security-headers.ts).
 */
export const staticSecurityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Older browsers ignore the policy's frame-ancestors; this says the same to them.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: unusedFeatures.map((feature) => `${feature}=()`).join(", ") },
  // No other window keeps a handle on ours (and ours none on theirs): no popups are used.
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
