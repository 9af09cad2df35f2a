import { AppError } from "../app-error.ts";

/**
 * Refuses JSON nested deeper than `maxDepth` in one pass over the text, before it is parsed, so a
 * body of a few kilobytes of brackets cannot make any later step walk a deep tree.
 */
export function assertJsonDepth(text: string, maxDepth: number): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92)
        index += 1; // a backslash escapes the next character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      depth += 1;
      if (depth > maxDepth) throw new AppError("too_large", "payload_too_large");
    } else if (code === 125 || code === 93) depth -= 1;
  }
}
