// The blog's bounds, shared by the API's schemas (blog.ts) and the storefront's comment form.
// Browser code imports this module, so it imports nothing.

/** A comment's length in characters, after trimming. */
export const blogCommentLimits = { min: 3, max: 1000 } as const;

/**
 * The field a person never fills in the comment form: a comment with text in it is answered as
 * any other and kept nowhere.
 */
export const blogCommentHoneypotField = "website";

/** The longest text accepted in the trap field (anything in it is thrown away). */
export const blogCommentHoneypotMax = 200;

/** A post's address: lower-case letters, digits and hyphens. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogSlugMaxLength = 80;
