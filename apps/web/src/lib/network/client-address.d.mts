import type { IncomingMessage } from "node:http";

/** Whether the hop at `address` (the `index`th from the socket) is a proxy the server trusts. */
export type TrustProxy = (address: string, index: number) => boolean;

export function parseTrustProxy(value?: string): TrustProxy;

export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string | undefined;

export function pinClientAddress(request: IncomingMessage, trust: TrustProxy): string | undefined;
