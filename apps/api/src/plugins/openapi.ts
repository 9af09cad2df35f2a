import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
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
        tags: [
          { name: "Catalog", description: "Categories, products, vendors and the home page" },
          {
            name: "Accounts",
            description:
              "Sign-in, sign-up, sign-out, profile and password reset (`/api/auth`, on the auth host)",
          },
          {
            name: "Reviews",
            description: "Product reviews: read by anyone, written when signed in",
          },
          { name: "Cart", description: "The shopper's cart in one marketplace" },
          { name: "Newsletter", description: "Newsletter sign-up" },
          { name: "System", description: "Health of the service" },
          {
            name: "Development",
            description:
              "Served only when enabled by configuration, for development and end-to-end tests",
          },
        ],
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
