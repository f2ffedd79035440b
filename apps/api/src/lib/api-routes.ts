import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorSchema, successSchema } from '@keyturn/shared';
import type { AppContext } from '../context.ts';
import { success } from './route-schemas.ts';

/** Who may call a route: anyone, any signed-in user, or administrators only. */
export type Access = 'public' | 'signed-in' | 'admin';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Schema = z.ZodType | undefined;
/** Success answers by status code. */
type Replies = Record<number, z.ZodType> | undefined;

/** The success answers plus the error envelope, which any route may answer with. */
type WithErrors<R extends Replies> =
  R extends Record<number, z.ZodType>
    ? R & { '4xx': typeof errorSchema; '5xx': typeof errorSchema }
    : undefined;

/** The handler's request and reply are typed by the route's own schemas. */
type Handler<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Replies,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  { params: P; querystring: Q; body: B; response: WithErrors<R> },
  ZodTypeProvider
>;

/** What the API document says of a route that answers a file: its 200, besides the errors. */
export interface FileReply {
  description: string;
  contentTypes: readonly [string, ...string[]];
  /** When the route answers 304 to a matching If-None-Match: what that means. */
  notModified?: string;
}

/** What only the API document reads of a declaration (plugins/api-docs.ts): no request sees it. */
export interface RouteDocs {
  multipart?: z.ZodObject;
  fileReply?: FileReply;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    apiDocs?: RouteDocs;
  }
}

/** One API route: what the API document says of it, what it reads and what it answers. */
export interface RouteDeclaration<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Replies,
> {
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /**
   * A multipart/form-data body's fields (z.file() for a file part), for the API document only:
   * the handler reads the parts itself, nothing validates the body against this.
   */
  multipart?: z.ZodObject;
  /** A route that answers a file rather than JSON: what the API document says of it. */
  fileReply?: FileReply;
  /** The success answers by status; the error envelope is added for 4xx and 5xx. */
  replies?: R;
  /**
   * For a route that only does something: once its handler is done, it answers the success
   * envelope with this sentence (so it declares no replies of its own).
   */
  successMessage?: undefined extends R ? string : never;
  /** Frequent public reads: their successful calls stay out of the access log. */
  quiet?: boolean;
  handler: Handler<P, Q, B, R>;
}

function withErrors<R extends Record<number, z.ZodType>>(replies: R) {
  return { ...replies, '4xx': errorSchema, '5xx': errorSchema };
}

/**
 * A module's routes under one tag of the API document, declared by who may call them:
 * `routes.admin.delete(url, …)`. The access plugin refuses a route that names no access.
 */
export function apiRoutes(app: ZodApp, tag: string) {
  const methodsFor = (access: Access) => {
    const declare =
      (method: HTTPMethods) =>
      <
        P extends Schema = undefined,
        Q extends Schema = undefined,
        B extends Schema = undefined,
        R extends Replies = undefined,
      >(
        url: string,
        declaration: RouteDeclaration<P, Q, B, R>,
      ) => {
        const { quiet, replies, successMessage, handler, multipart, fileReply, ...schema } =
          declaration;
        const response = successMessage ? { 200: successSchema } : replies;
        app.route({
          method,
          url,
          config: { access, quietAccessLog: quiet, apiDocs: { multipart, fileReply } },
          schema: { tags: [tag], ...schema, ...(response && { response: withErrors(response) }) },
          handler: successMessage
            ? async function (request, reply) {
                await (handler as RouteHandlerMethod).call(this, request, reply);
                return success(successMessage);
              }
            : (handler as RouteHandlerMethod),
        });
      };
    return {
      get: declare('GET'),
      post: declare('POST'),
      put: declare('PUT'),
      patch: declare('PATCH'),
      delete: declare('DELETE'),
    };
  };
  return {
    public: methodsFor('public'),
    signedIn: methodsFor('signed-in'),
    admin: methodsFor('admin'),
  };
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;

/** A module's routes as the plugin the app registers with its context. */
export function routeModule(
  tag: string,
  declare: (routes: ApiRoutes, ctx: AppContext, app: ZodApp) => void,
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  return async (app, { ctx }) => declare(apiRoutes(app, tag), ctx, app);
}
