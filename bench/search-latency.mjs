// Latency of search suggestions (products?keyword=…&per_page=8) through the real HTTP server over
// the large catalog of bench/search-catalog.ts. Starts the built API (npm run build --workspace
// @souq/api) against that database on a spare port, sends the queries one at a time after a
// warm-up round, and prints percentiles as Markdown.
//   node bench/search-latency.mjs pglite .data/bench-search [rounds]
//   node bench/search-latency.mjs postgres postgres://postgres@127.0.0.1:5432/souq_bench_search [rounds]
// With BENCH_FROM_SOURCE=1 it runs the API's sources through tsx and needs no build.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

const [kind = "pglite", target = ".data/bench-search", roundsArg = "1"] = process.argv.slice(2);
const rounds = Math.min(Number(roundsArg), 20);
// BENCH_PORT when another bench may be using the default one.
const port = Number(process.env.BENCH_PORT ?? 4417);
const root = join(import.meta.dirname, "..");

// What a shopper types into the box, 3 to 10 characters: words, prefixes, typos, both languages.
const typed = [
  "pho",
  "phone",
  "phones",
  "smartph",
  "falak",
  "falak x1",
  "najma",
  "sada",
  "headph",
  "hedphones",
  "earbuds",
  "speaker",
  "spekaer",
  "watch",
  "watches",
  "smartwach",
  "camera",
  "camra",
  "lens",
  "laptop",
  "laptops",
  "lapto",
  "tablet",
  "gaming",
  "keyboard",
  "usb-c",
  "abaya",
  "abayas",
  "dress",
  "dreses",
  "shirt",
  "t-shirt",
  "thobe",
  "shoes",
  "sneakers",
  "sandals",
  "leather",
  "backpack",
  "bag",
  "bags",
  "sofa",
  "chair",
  "chairs",
  "lamp",
  "lantern",
  "kettle",
  "coffee",
  "cofee",
  "dallah",
  "mug",
  "perfume",
  "perfum",
  "oud",
  "musk",
  "lipstick",
  "lipstik",
  "serum",
  "cream",
  "sunscreen",
  "dumbbell",
  "football",
  "yoga mat",
  "puzzle",
  "novel",
  "dates",
  "sukkari",
  "ajwa",
  "black",
  "red",
  "gold",
  "kids",
  "x12",
  "24 kg",
  "ultra",
  "max 5",
  "هاتف",
  "هات",
  "هواتف",
  "فلك",
  "نجمة",
  "سماعة",
  "سماعه",
  "سماعات",
  "سماعت",
  "سما",
  "مكبر",
  "مكبرات",
  "ساعة",
  "ساعه ذكيه",
  "ساعات",
  "كاميرا",
  "كاميرة",
  "عدسة",
  "حاسوب",
  "حاسوب محمول",
  "لوحي",
  "عباية",
  "عبايه",
  "عبايات",
  "فستان",
  "فساتين",
  "قميص",
  "ثوب",
  "حذاء",
  "احذية",
  "أحذية",
  "صندل",
  "حقيبة",
  "حقائب",
  "حقيبه ظهر",
  "كنبة",
  "كرسي",
  "كرسي مكتب",
  "مصباح",
  "فانوس",
  "غلاية",
  "قهوة",
  "قهوه عربيه",
  "دلة",
  "دَلَّة",
  "عطر",
  "عـطر",
  "عطور",
  "مسك",
  "عود",
  "احمر",
  "أحمر",
  "احمر شفاه",
  "اسود",
  "أبيض",
  "كريم",
  "سيروم",
  "دمبل",
  "٢٤ كجم",
  "كرة",
  "يوغا",
  "رواية",
  "لعبة",
  "تمر",
  "تمور",
  "سكري",
  "عجوة",
  "عجوه",
  "ندى",
  "ندي",
  "صدى",
  "الرياض",
  "للأطفال",
  "falak أسود",
  "sada سماعة",
  "هاتف najma",
  "nada أحمر",
  "iphone أسود",
  "سماعة sada",
  // What the search understands besides product words (ADR 54): attributes, numbers, unspelt
  // words, intents, and products not sold.
  "black abaya",
  "عباية سودا",
  "phone 256gb",
  "جوال ٢٥٦ جيجا",
  "غلاية ١٫٧ لتر",
  "a7plus",
  "x 12",
  "3baya",
  "3tor",
  "powerbank",
  "sun screen",
  "men's perfume",
  "عطور رجالية",
  "ألعاب بنات",
  "under 100",
  "تحت ١٠٠",
  "cheap phone",
  "ارخص جوال",
  "orange dress",
  "jacket",
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function waitForHealth(base) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The API did not start");
}

const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  MEDIA_DIR: join(root, ".data", "bench-media"),
};
if (kind === "postgres") env.DATABASE_URL = target;
else {
  delete env.DATABASE_URL;
  env.DATA_DIR = target;
}
// BENCH_FROM_SOURCE=1 runs apps/api/src through tsx instead of the build (same code, no dist).
const entry =
  process.env.BENCH_FROM_SOURCE === "1"
    ? ["--import", "tsx", join(root, "apps", "api", "src", "server.ts")]
    : [join(root, "apps", "api", "dist", "server.js")];
const server = spawn(process.execPath, entry, {
  env,
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitForHealth(base);
  const ask = async (query) => {
    const started = performance.now();
    const response = await fetch(
      `${base}/1/api/marketplace/products?per_page=8&keyword=${encodeURIComponent(query)}`,
      { headers: { "Accept-Language": /[a-z]/i.test(query) ? "en" : "ar" } },
    );
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${query}: ${response.status}`);
    return { elapsed, found: body.length, total: Number(response.headers.get("x-total-count")) };
  };
  for (const query of typed) await ask(query);
  const timings = [];
  const slowest = [];
  let empty = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const query of typed) {
      const { elapsed, found, total } = await ask(query);
      timings.push(elapsed);
      slowest.push({ query, elapsed, total });
      if (!found) empty += 1;
    }
  }
  timings.sort((a, b) => a - b);
  slowest.sort((a, b) => b.elapsed - a.elapsed);
  const ms = (value) => value.toFixed(1);
  console.log(`| Database | queries | p50 ms | p95 ms | p99 ms | max ms | empty answers |`);
  console.log(`| -------- | ------: | -----: | -----: | -----: | -----: | ------------: |`);
  console.log(
    `| ${kind} | ${timings.length} | ${ms(percentile(timings, 50))} | ${ms(percentile(timings, 95))} | ${ms(percentile(timings, 99))} | ${ms(timings.at(-1))} | ${empty} |`,
  );
  console.log(
    `\nSlowest: ${slowest
      .slice(0, 5)
      .map((entry) => `"${entry.query}" ${ms(entry.elapsed)} ms (${entry.total} found)`)
      .join(", ")}`,
  );
} finally {
  server.kill("SIGTERM");
}
