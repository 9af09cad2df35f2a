/** The httpOnly cookie that holds the shopper's session (`{userId}.{token}`). */
export const sessionCookieName = "souq_session";
