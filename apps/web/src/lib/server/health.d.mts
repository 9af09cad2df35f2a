import type { IncomingMessage, ServerResponse } from "node:http";

export function answerHealth(
  request: IncomingMessage,
  response: ServerResponse,
  options: {
    apiUrl: string;
    isStopping: () => boolean;
    /** Whether the shared cache's Redis answers (undefined: no Redis); the process's store by default. */
    cacheAnswers?: () => Promise<boolean | undefined>;
  },
): Promise<boolean>;
