/** Security headers that never depend on configuration, sent with every response. */
export const staticSecurityHeaders: { key: string; value: string }[];
