/**
 * Turns flat form keys into nested values, the way PHP and Rails read them:
 * `items[0][item_id]=5&items[0][item_quantity]=2` becomes `{ items: [{ item_id: "5", item_quantity: "2" }] }`,
 * `tags[]=a&tags[]=b` becomes `{ tags: ["a", "b"] }`. A level whose keys are all whole numbers is
 * a list, in the order of those numbers (gaps close up, so a huge index allocates nothing).
 * Keys that could reach an object's prototype are dropped. A key without brackets is kept as it is.
 */
export type FormValue = unknown;

const forbiddenSegments = new Set(["__proto__", "prototype", "constructor"]);
const maxDepth = 8;
const appendMarker = "";

type Node = Map<string, Node | FormValue>;

/** `a[b][0][]` → ["a", "b", "0", ""]; null when the key is not of that shape. */
function splitKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return null;
  const rest = match[2] ?? "";
  const segments = [match[1]];
  for (const part of rest.matchAll(/\[([^[\]]*)\]/g)) segments.push(part[1] ?? "");
  return segments;
}

function nextIndex(node: Node): string {
  let highest = -1;
  for (const key of node.keys()) if (/^\d+$/.test(key)) highest = Math.max(highest, Number(key));
  return String(highest + 1);
}

function assign(root: Node, segments: string[], value: FormValue) {
  let node = root;
  segments.forEach((raw, depth) => {
    const segment = raw === appendMarker ? nextIndex(node) : raw;
    if (depth === segments.length - 1) {
      node.set(segment, value);
      return;
    }
    let child = node.get(segment);
    if (!(child instanceof Map)) {
      child = new Map();
      node.set(segment, child);
    }
    node = child as Node;
  });
}

function toPlain(node: Node): FormValue {
  const keys = [...node.keys()];
  const convert = (value: Node | FormValue) => (value instanceof Map ? toPlain(value) : value);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => convert(node.get(key)));
  }
  const plain: Record<string, FormValue> = {};
  for (const key of keys) plain[key] = convert(node.get(key));
  return plain;
}

/** Nests bracketed keys of a flat form body; later keys win over earlier ones at the same place. */
export function parseFormFields(flat: Record<string, FormValue>): Record<string, FormValue> {
  const root: Node = new Map();
  for (const [key, value] of Object.entries(flat)) {
    const segments = splitKey(key) ?? [key];
    if (segments.length > maxDepth || segments.some((s) => forbiddenSegments.has(s))) continue;
    // `tags[]=a&tags[]=b` arrives as one key with a list: append each; `a=1&a=2` stays a list.
    if (segments.at(-1) === appendMarker && Array.isArray(value)) {
      for (const item of value) assign(root, segments, item);
    } else {
      assign(root, segments, value);
    }
  }
  const plain = toPlain(root);
  return Array.isArray(plain) ? { ...plain } : (plain as Record<string, FormValue>);
}

/** Parses an `application/x-www-form-urlencoded` body; a repeated key gives a list. */
export function parseUrlEncoded(text: string): Record<string, FormValue> {
  const flat: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = flat[key];
    if (existing === undefined) flat[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else flat[key] = [existing, value];
  }
  return parseFormFields(flat);
}
