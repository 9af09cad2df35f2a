import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Serves the stored pictures; their names change whenever their content does, so they never go stale. */
export const mediaPlugin = fp<{ mediaDir: string }>(
  async (app: FastifyInstance, { mediaDir }) => {
    await mkdir(mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: "/media/",
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      cacheControl: false,
      etag: true,
      setHeaders: (response) => {
        response.header("Cache-Control", "public, max-age=31536000, immutable");
        response.header("Cross-Origin-Resource-Policy", "cross-origin");
        response.header("X-Content-Type-Options", "nosniff");
      },
    });
  },
  { name: "media" },
);
