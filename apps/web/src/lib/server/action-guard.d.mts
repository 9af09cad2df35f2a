import type { IncomingMessage, ServerResponse } from "node:http";

export const maxActionBodyBytes: number;

type Trust = (address: string, hop: number) => boolean;
type ManifestEntry = { exportedName?: string; filename?: string };

export function isServerAction(id: string, entry: ManifestEntry | undefined): boolean;
export function serverActionIds(manifest: {
  node?: Record<string, ManifestEntry>;
  edge?: Record<string, ManifestEntry>;
}): Set<string>;
export function languageOf(request: IncomingMessage): "en" | "ar";
export function dropUntrustedForwarding(request: IncomingMessage, trust: Trust): void;
export function ownOrigins(
  request: IncomingMessage,
  options: { trust: Trust; siteUrl?: string | null },
): Set<string>;
export function actionKind(request: IncomingMessage): "fetch" | "form" | null;
export function formActionIds(form: FormData): (string | null)[];
export function readBody(
  request: IncomingMessage,
  limit: number,
): Promise<Buffer | "too-large" | "failed">;
export function createActionGuard(options: {
  appDir?: string;
  manifestPath?: string;
  trust: Trust;
  siteUrl?: string | null;
}): (request: IncomingMessage, response: ServerResponse) => Promise<IncomingMessage | null>;
