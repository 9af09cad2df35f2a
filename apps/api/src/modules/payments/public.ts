// What the app and the operator's command use of card payments: the provider the configuration
// names, and the service that settles payments, sweeps holds and refunds.
export { chooseCardProvider, isSandbox, type MoyasarSettings } from "./choose-provider.ts";
export type { CardBrand, CardPaymentProvider, ProviderPayment } from "./provider.ts";
export type { SandboxNotification, SandboxProvider } from "./sandbox/provider.ts";
export { CardPayments } from "./service.ts";
