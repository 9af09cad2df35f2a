// Whether forgot-password and registration tell by their timing that an email has an account:
// many requests for emails that have one and for emails that do not, sent one at a time in a
// shuffled order, and the median and 90th percentile of each kind.
//   node bench/account-enumeration.mjs [apiUrl] [requestsPerKind]
// Start an API of its own (PGlite is fine) with MAIL_OUTBOX_ROUTE=true: the accounts the run
// needs are opened through the API, confirmed with the link from the development outbox. Every
// request names an address of its own (X-Forwarded-For, from this machine, which the API trusts),
// so per-address limits stay out of the way; each known email is asked for once, below the
// per-mailbox limit. Results go to stdout as Markdown.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

const [apiUrl = "http://localhost:4000", perKind = "100"] = process.argv.slice(2);
const count = Math.min(Number(perKind), 500);
const password = "bench-password-42";
let addressCounter = 0;

function nextAddress() {
  addressCounter += 1;
  return `10.88.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function post(path, form) {
  const started = performance.now();
  const response = await fetch(`${apiUrl}${path}`, {
    method: "POST",
    headers: { Accept: "application/json", "X-Forwarded-For": nextAddress() },
    body: new URLSearchParams(form),
  });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

const newEmail = (label) => `${label}-${randomUUID().slice(0, 12)}@example.com`;
const signUpForm = (email) => ({
  name: "Bench Shopper",
  email,
  phone: "+966512345678",
  password,
  password_confirmation: password,
  company_id: "1",
});

/** Opens an account: at once (an API that signs up at once), or through the emailed link. */
async function openAccount(email) {
  const registered = await post("/api/auth/register", signUpForm(email));
  if (registered.status === 201) return;
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const outbox = await fetch(`${apiUrl}/api/dev/mail-outbox?to=${encodeURIComponent(email)}`);
  const { messages } = await outbox.json();
  const token = /confirm-signup\?token=([A-Za-z0-9_-]+)/.exec(messages[0]?.text ?? "")?.[1];
  if (!token) throw new Error(`no sign-up link for ${email} (is MAIL_OUTBOX_ROUTE=true?)`);
  const confirmed = await post("/api/auth/register/confirm", { token });
  if (confirmed.status !== 201) throw new Error(`confirm answered ${confirmed.status}`);
}

function shuffled(items) {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Sends every case one at a time in a shuffled order; answers each kind's timings and answers. */
async function measure(cases, send) {
  const results = { known: [], unknown: [] };
  const answers = { known: new Set(), unknown: new Set() };
  for (const item of shuffled(cases)) {
    const { status, body, ms } = await send(item.email);
    results[item.kind].push(ms);
    answers[item.kind].add(`${status} ${body}`);
  }
  return { results, answers };
}

function rows(name, { results, answers }) {
  const same =
    answers.known.size === 1 &&
    answers.unknown.size === 1 &&
    [...answers.known][0] === [...answers.unknown][0];
  return ["known", "unknown"].map((kind) => {
    const sorted = [...results[kind]].sort((a, b) => a - b);
    return `| ${name} | ${kind} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 90).toFixed(1)} | ${[...new Set([...answers[kind]].map((answer) => answer.slice(0, 3)))].join(", ")} | ${same ? "yes" : "no"} |`;
  });
}

// Warm up: the first requests pay for compiling and connecting.
for (let index = 0; index < 10; index += 1) {
  await post("/api/auth/forgot-password", { email: newEmail("warm") });
}

const knownForReset = [];
for (let index = 0; index < count; index += 1) {
  const email = newEmail("known");
  await openAccount(email);
  knownForReset.push(email);
}
const knownForSignUp = [];
for (let index = 0; index < Math.ceil(count / 2); index += 1) {
  const email = newEmail("taken");
  await openAccount(email);
  knownForSignUp.push(email);
}

const resetCases = [
  ...knownForReset.map((email) => ({ kind: "known", email })),
  ...Array.from({ length: count }, () => ({ kind: "unknown", email: newEmail("nobody") })),
];
const reset = await measure(resetCases, (email) =>
  post("/api/auth/forgot-password", { email, locale: "en" }),
);

const signUpCases = [
  ...knownForSignUp.map((email) => ({ kind: "known", email })),
  ...knownForSignUp.map(() => ({ kind: "unknown", email: newEmail("fresh") })),
];
const signUp = await measure(signUpCases, (email) => post("/api/auth/register", signUpForm(email)));

console.log("| Call | Email | Requests | median ms | p90 ms | Statuses | Same answer |");
console.log("| --- | --- | --: | --: | --: | --- | --- |");
for (const line of [...rows("forgot-password", reset), ...rows("register", signUp)]) {
  console.log(line);
}
