import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { localePlugin } from "./plugins/locale.ts";
import { mediaPlugin } from "./plugins/media.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { tenantPlugin } from "./plugins/tenant.ts";

export interface AppDependencies {
  config: Pick<Config, "publicUrl" | "mediaDir" | "logLevel">;
  database: DatabaseHandle;
}

/** The whole API as one Fastify instance, every plugin and module registered here explicitly. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(openApiPlugin);
  await app.register(mediaPlugin, { mediaDir: config.mediaDir });
  await app.register(healthRoutes, { database });

  const db = database.db;
  await app.register(async (marketplace) => {
    await marketplace.register(tenantPlugin, { db });
    await marketplace.register(catalogRoutes, { db, publicUrl: config.publicUrl });
  });

  return app;
}
