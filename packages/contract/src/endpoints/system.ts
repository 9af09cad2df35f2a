import { endpoint, errorResponses } from "../endpoint.ts";
import { health } from "../health.ts";
import { mailOutboxQuery, mailOutboxResponse } from "../mail-outbox.ts";

/** Calls about the service itself, on the API host without a company. */
export const systemEndpoints = {
  health: endpoint({
    host: "system",
    method: "GET",
    path: "/health",
    responses: { 200: health, ...errorResponses(503) },
    session: "none",
    tag: "System",
    summary: "Whether the API and its database answer",
  }),

  ready: endpoint({
    host: "system",
    method: "GET",
    path: "/ready",
    responses: { 200: health, ...errorResponses(503) },
    session: "none",
    tag: "System",
    summary: "Whether this process should be sent requests",
    description:
      "503 while the database does not answer or while the process is stopping (it still " +
      "finishes what it was sent); a balancer sends requests only to processes that answer 200.",
  }),

  mailOutbox: endpoint({
    host: "system",
    method: "GET",
    path: "/api/dev/mail-outbox",
    query: mailOutboxQuery,
    responses: { 200: mailOutboxResponse, ...errorResponses(400) },
    session: "none",
    tag: "Development",
    summary: "The latest 20 emails the API wrote to its outbox (or to one address), newest first",
    description:
      "Waits for the emails of requests already answered (sign-up and reset emails are written " +
      "just after the answer). With `to`, only messages to that address, among the outbox's " +
      "newest 200. Only served when MAIL_OUTBOX_ROUTE=true (development and end-to-end tests), and only " +
      "to a client on the API's own machine that did not come through a proxy: the messages " +
      "contain working password-reset links. Anyone else gets 404.",
  }),
};
