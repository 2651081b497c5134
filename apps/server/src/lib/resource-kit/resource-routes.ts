import {
  ACCESS,
  LIST_FILTER_KEYS,
  type TCheckQuery,
  type TListFilter,
  ZCheckQuery,
  ZIdParams,
  ZListFilter,
} from '@puente/shared';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../plugins/auth.ts';
import { type Actor, actorOf } from '../actor.ts';
import { AppError } from '../app-error.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Obj = z.ZodObject;

/** What a resource does; the kit turns it into the routes of the generic resource conventions. */
export type ResourceSpec<
  Item extends z.ZodType,
  Input extends z.ZodType,
  Edit extends z.ZodType,
  Scope extends Obj,
> = {
  /** The path under /api: `courses` serves /api/courses, /api/courses/:id, … */
  path: string;
  /** Singular, for the documentation. */
  noun: string;
  schemas: {
    item: Item;
    input: Input;
    edit: Edit;
    /** Extra list and check parameters (e.g. the course a lesson list is limited to). */
    scope: Scope;
  };
  /** Fields the HEAD check answers for (`/api/courses/title/check`). */
  checkKeys: readonly [string, ...string[]];
  /**
   * False when the learner's API already answers GET {path} (`ownsList`) or GET {path}/:id (`ownsItem`):
   * that route then serves the staff page (when the list filter is sent) or the staff item itself,
   * through `list` and `get`.
   */
  ownsList: boolean;
  ownsItem: boolean;
  list(
    actor: Actor,
    filter: TListFilter & z.output<Scope>,
  ): Promise<{ items: z.output<Item>[]; total: number }>;
  get(actor: Actor, id: string): Promise<z.output<Item>>;
  /** True when a live item (other than `query.id`) already has the value. */
  taken(actor: Actor, key: string, query: TCheckQuery & z.output<Scope>): Promise<boolean>;
  add(actor: Actor, input: z.output<Input>): Promise<z.output<Item>>;
  edit(actor: Actor, id: string, input: z.output<Edit>): Promise<z.output<Item>>;
  remove(actor: Actor, id: string): Promise<void>;
  recover(actor: Actor, id: string): Promise<z.output<Item>>;
};

const security = [{ bearer: [] }];

/** Administrators and professors. */
export const staffOnly = requireAccess(ACCESS.staff);

/** Whether a GET of a shared list path asks for the staff page (it sends the list filter). */
export const asksForPage = (request: FastifyRequest) => {
  const search = new URL(request.url, 'http://localhost').searchParams;
  return LIST_FILTER_KEYS.some((key) => search.has(key));
};

/** `onRequest` for a shared list path: the staff page is for staff only (403 before anything is read). */
export const staffWhenPaging = async (request: FastifyRequest) => {
  if (asksForPage(request)) await staffOnly(request);
};

/** Route options whose schemas type nothing here (the spec types the handlers). */
const options = (route: RouteShorthandOptions) => route;

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Registers GET list, GET item, HEAD check, POST add, PUT edit, DELETE and POST recover for a resource. */
export function registerResource<
  Item extends z.ZodType,
  Input extends z.ZodType,
  Edit extends z.ZodType,
  Scope extends Obj,
>(typed: App, spec: ResourceSpec<Item, Input, Edit, Scope>) {
  // The handlers are typed by the spec; the routes only need the schemas (validation, serialization, docs).
  const app = typed as unknown as FastifyInstance;
  const tags = [`${spec.path} (staff)`];
  const base = `/${spec.path}`;
  const page = z.object({ items: z.array(spec.schemas.item), total: z.number().int() });

  if (spec.ownsList) {
    app.get(
      base,
      options({
        onRequest: staffOnly,
        schema: {
          tags,
          summary: `A page of ${spec.noun}s: name filter (ignoring case and accents), Skip, Take ≤ 100`,
          security,
          querystring: ZListFilter.extend(spec.schemas.scope.shape),
          response: { 200: page },
        },
      }),
      async (request) => spec.list(actorOf(request), request.query as TListFilter & z.output<Scope>),
    );
  }
  if (spec.ownsItem) {
    app.get(
      `${base}/:id`,
      options({
        onRequest: staffOnly,
        schema: {
          tags,
          summary: `A ${spec.noun} with its version`,
          security,
          params: ZIdParams,
          response: { 200: spec.schemas.item },
        },
      }),
      async (request) => spec.get(actorOf(request), idOf(request)),
    );
  }

  app.head(
    `${base}/:key/check`,
    options({
      onRequest: staffOnly,
      config: { swagger: { exposeHeadRoute: true } },
      schema: {
        tags,
        summary: `Duplicate check: 200 free, 409 duplicate (a live ${spec.noun} other than id has the value)`,
        security,
        params: z.object({ key: z.enum(spec.checkKeys) }),
        querystring: ZCheckQuery.extend(spec.schemas.scope.shape),
      },
    }),
    async (request, reply) => {
      const raw = request.query as TCheckQuery & z.output<Scope>;
      const query = { ...raw, id: raw.id ?? raw.excludeId };
      if (await spec.taken(actorOf(request), (request.params as { key: string }).key, query))
        throw new AppError('duplicate');
      return reply.status(200).send();
    },
  );

  app.post(
    base,
    options({
      onRequest: staffOnly,
      schema: {
        tags,
        summary: `Adds a ${spec.noun}; 400 invalid with field errors, 409 duplicate`,
        security,
        body: spec.schemas.input,
        response: { 201: spec.schemas.item },
      },
    }),
    async (request, reply) =>
      reply.status(201).send(await spec.add(actorOf(request), request.body as z.output<Input>)),
  );

  app.put(
    `${base}/:id`,
    options({
      onRequest: staffOnly,
      schema: {
        tags,
        summary: `Edits a ${spec.noun} read at \`version\`; 409 stale when it changed since, 409 duplicate`,
        security,
        params: ZIdParams,
        body: spec.schemas.edit,
        response: { 200: spec.schemas.item },
      },
    }),
    async (request) => spec.edit(actorOf(request), idOf(request), request.body as z.output<Edit>),
  );

  // The same edit as the spec writes it, `PUT {url}`, with the item's id in the body.
  app.put(
    base,
    options({
      onRequest: staffOnly,
      schema: {
        tags,
        summary: `Edits a ${spec.noun} named by \`id\` in the body (as PUT ${base}/:id)`,
        security,
        body: z.intersection(z.object({ id: z.uuid() }), spec.schemas.edit),
        response: { 200: spec.schemas.item },
      },
    }),
    async (request) => {
      const body = request.body as z.output<Edit> & { id: string };
      return spec.edit(actorOf(request), body.id, body);
    },
  );

  app.delete(
    `${base}/:id`,
    options({
      onRequest: staffOnly,
      schema: {
        tags,
        summary: `Soft-deletes a ${spec.noun} (it can be recovered)`,
        security,
        params: ZIdParams,
      },
    }),
    async (request, reply) => {
      await spec.remove(actorOf(request), idOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/recover/:id`,
    options({
      onRequest: staffOnly,
      schema: {
        tags,
        summary: `Recovers a soft-deleted ${spec.noun}; 409 duplicate when a live one took its name`,
        security,
        params: ZIdParams,
        response: { 200: spec.schemas.item },
      },
    }),
    async (request) => spec.recover(actorOf(request), idOf(request)),
  );
}
