import { blogEndpoints } from "@souq/contract/endpoints/blog";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { createComment, listComments, listPosts, showPost } from "./service.ts";

export const blogRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  routeEndpoint(app, blogEndpoints.list, async (request) =>
    listPosts({ db, companyId: request.params.company, locale: request.locale }, request.query),
  );

  routeEndpoint(app, blogEndpoints.show, async (request) =>
    showPost(
      { db, companyId: request.params.company, locale: request.locale },
      request.params.slug,
    ),
  );

  routeEndpoint(app, blogEndpoints.comments, async (request, reply) => {
    // Comments change as shoppers write them; the storefront keeps its own copy by tag.
    reply.header("Cache-Control", "no-store");
    return listComments(
      { db, companyId: request.params.company, locale: request.locale },
      request.params.slug,
      request.query,
    );
  });

  routeEndpoint(app, blogEndpoints.comment, async (request, reply) => {
    const answer = await createComment(
      {
        db,
        companyId: request.params.company,
        locale: request.locale,
        userId: sessionOf(request).userId,
        ip: request.ip,
      },
      request.params.slug,
      request.body,
    );
    return reply.code(201).send(answer);
  });
};
