import { randomBytes } from "node:crypto";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createMoyasarProvider } from "./moyasar/moyasar-provider.ts";
import type { CardPaymentProvider } from "./provider.ts";
import {
  createSandboxProvider,
  type SandboxNotification,
  type SandboxProvider,
} from "./sandbox/provider.ts";

/** The Moyasar settings the configuration gives (MOYASAR_*). */
export type MoyasarSettings = Extract<Config["payments"]["provider"], { kind: "moyasar" }>;

export interface ProviderDependencies {
  db: Database;
  storefrontUrl: string;
  clock: () => Date;
  /** Where the sandbox sends its signed notifications (the API's own webhook route). */
  notify?: (notification: SandboxNotification) => void;
}

/**
 * The card payment provider the configuration names: Moyasar when its keys are set, else the
 * sandbox (a test mode served by the project itself, signing its notifications with
 * SANDBOX_WEBHOOK_SECRET or a secret of this process).
 */
export function chooseCardProvider(
  settings: Config["payments"]["provider"],
  dependencies: ProviderDependencies,
): CardPaymentProvider {
  if (settings.kind === "moyasar") {
    return createMoyasarProvider({
      secretKey: settings.secretKey,
      publishableKey: settings.publishableKey,
      webhookSecret: settings.webhookSecret,
      apiUrl: settings.apiUrl,
    });
  }
  return createSandboxProvider({
    db: dependencies.db,
    storefrontUrl: dependencies.storefrontUrl,
    webhookSecret: settings.webhookSecret ?? randomBytes(32).toString("hex"),
    clock: dependencies.clock,
    ...(dependencies.notify ? { notify: dependencies.notify } : {}),
  });
}

export const isSandbox = (provider: CardPaymentProvider): provider is SandboxProvider =>
  provider.name === "sandbox";
