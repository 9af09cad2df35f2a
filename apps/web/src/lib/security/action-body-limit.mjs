// Plain JavaScript with no imports: server.mjs, next.config and the proxy all read it.

/**
 * The largest body of a server action, in bytes: a profile picture of up to 2 MB
 * (`profilePictureMaxBytes`) with the form's fields and the multipart framing around them. The
 * storefront's server refuses a larger one with a 413 (src/lib/server/action-guard.mjs); Next's
 * own `serverActions.bodySizeLimit` is the same, so its limit (a 500) is never the first to apply.
 */
export const maxActionBodyBytes = 2 * 1_048_576 + 256 * 1024;
