import { messageResponse } from "../auth.ts";
import { contactRequest } from "../contact.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

/** The contact page's form: a message to the marketplace itself. */
export const contactEndpoints = {
  send: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/contact",
    params: companyParams,
    body: contactRequest,
    responses: { 201: messageResponse, ...errorResponses(400, 404, 422, 429) },
    session: "none",
    tag: "Contact",
    summary: "Send the marketplace a message from its contact page",
    description:
      "Form data or JSON: `name` (2–100 characters), `email`, optional `phone` (a Saudi or " +
      "Gulf number), `subject` (3–150) and `message` (10–3000, plain text). The message is " +
      "stored and emailed to the marketplace; the answer is 201 with a thank-you in the " +
      "request's language. `website` is a trap for programs: when it is not empty the answer " +
      "is the same 201, and nothing is stored or sent. One address may send 10 messages an " +
      "hour and one email 3; past that the call answers 429 with Retry-After.",
  }),
};
