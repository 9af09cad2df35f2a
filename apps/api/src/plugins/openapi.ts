import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { endpointTags } from "@souq/contract/endpoint";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI document, generated from the contract's zod schemas, and a readable page at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Souq marketplace API",
          version: "1.0.0",
          description:
            "The API behind the Souq storefront. Marketplace calls live under `/{company}/api/marketplace`. " +
            "Send `Accept-Language: ar` or `en` to choose the language of names, descriptions and messages. " +
            'Money is in Saudi riyals with at most two decimals. Errors answer `{ "message": "..." }`.',
        },
        tags: endpointTags.map((tag) => ({ ...tag })),
        components: {
          securitySchemes: {
            bearerAuth: {
              type: "http",
              scheme: "bearer",
              description: "The `access_token.accessToken` of sign-in or sign-up",
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: "/api/docs",
      uiConfig: { docExpansion: "list", deepLinking: true },
    });
  },
  { name: "openapi" },
);
