import {
  ACCESS,
  ZDictionaryEntry,
  ZDictionarySearchQuery,
  ZDictionarySearchResult,
  ZDictionarySeenWords,
  ZIdParams,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { tagOf } from '../../lib/data-cache.ts';
import { registerResource } from '../../lib/resource-kit/resource-routes.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { jsonOf, sendJson } from '../../plugins/data-cache.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { recordActivity } from '../activity/index.ts';
import { auditedResource } from '../audit/index.ts';
import { readMediaUrlSecret } from '../media/index.ts';
import { dictionaryCategoryResource } from './dictionary-category-resource.ts';
import { dictionaryPhraseResource } from './dictionary-phrase-resource.ts';
import { dictionaryWordResource } from './dictionary-word-resource.ts';
import { getDictionaryEntry } from './get-dictionary-entry.ts';
import { dictionaryFalseFriendResource, seenWords } from './learner/index.ts';
import { createDictionarySearchIndex } from './search/index.ts';
import { searchDictionary } from './search-dictionary.ts';

const security = [{ bearer: [] }];
const tags = ['dictionary'];

/** The English–Spanish dictionary, for every signed-in user; the school's words, categories and phrases for staff. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dataCache } = app.deps;
  const searchJson = jsonOf(app, ZDictionarySearchResult, '/api/dictionary/search');
  await app.register(emptyJsonBody);
  // Searched in memory while the database's changes are heard (decision 0162); loaded in the background
  // once the app is ready, so no start waits for it.
  const index = createDictionarySearchIndex(db, app.cacheInvalidation, app.log);
  app.addHook('onReady', async () => index.warm());
  // Staff writing a word, category, phrase or false friend see it in their next search on this
  // instance; the others hear of it from the database.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.identity && request.method !== 'GET' && request.method !== 'HEAD') {
      index.invalidate({ kind: 'dictionary', id: request.identity.tenantId });
    }
    done(null, payload);
  });
  // Every write of these resources is recorded in the audit log with the entry's name (decision 0144).
  registerResource(
    app,
    auditedResource(dictionaryWordResource, app.deps, {
      kind: 'dictionary-word',
      name: (item) => item.headword,
    }),
  );
  registerResource(
    app,
    auditedResource(dictionaryCategoryResource, app.deps, {
      kind: 'dictionary-category',
      name: (item) => item.name,
    }),
  );
  registerResource(
    app,
    auditedResource(dictionaryPhraseResource, app.deps, {
      kind: 'dictionary-phrase',
      name: (item) => item.text,
    }),
  );
  registerResource(
    app,
    auditedResource(dictionaryFalseFriendResource, app.deps, {
      kind: 'dictionary-false-friend',
      name: (item) => `${item.en} ≠ ${item.es}`,
    }),
  );
  let secret: Promise<string> | null = null;
  const entryDeps = {
    db,
    clock: app.deps.clock,
    urlSecret: () => {
      secret ??= readMediaUrlSecret(db).catch((error: unknown) => {
        secret = null;
        throw error;
      });
      return secret;
    },
  };

  app.get(
    '/dictionary/search',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: 'Searches headwords as you type: prefix, case and accents ignored, one slip forgiven',
        description:
          '`dir=auto` searches both directions unless the text can only be Spanish. Ranked exact, prefix, ' +
          'near spelling, then by frequency of use. `q` is cut to 100 characters; 400 `invalid` only for a ' +
          'wrong `dir`, `Skip` or `Take`.',
        security,
        querystring: ZDictionarySearchQuery,
        response: { 200: ZDictionarySearchResult },
      },
    },
    async (request, reply) => {
      // Searches as you type repeat: answered from memory until an entry the tenant sees changes (0095).
      const actor = actorOf(request);
      const { q, dir, Skip, Take } = request.query;
      const key = `dictionary:${actor.tenantId}:${actor.isStaff ? 'staff' : 'student'}:${dir}:${Skip}:${Take}:${q}`;
      const tags = [
        tagOf('tenant', actor.tenantId),
        tagOf('dictionary', actor.tenantId),
        tagOf('dictionary', 'shared'),
      ];
      const json = await dataCache.get(key, tags, async () =>
        searchJson(await searchDictionary(db, actor, request.query, index)),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/dictionary/seen-words',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary:
          "The vocabulary of the lessons the caller has opened, to mark the words met in the search's results",
        security,
        response: { 200: ZDictionarySeenWords },
      },
    },
    async (request) => seenWords(db, actorOf(request)),
  );

  app.get(
    '/dictionary/entries/:id',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary:
          'An entry: IPA, senses grouped by part of speech, translations, cross-references; 404 system.not-found',
        security,
        params: ZIdParams,
        response: { 200: ZDictionaryEntry },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const entry = await getDictionaryEntry(entryDeps, actor, request.params.id);
      // Opening an entry is a lookup in the activity reports (typing in the search box is not).
      await recordActivity(db, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        kind: 'dictionary.looked-up',
        resourceType: 'dictionary-entry',
        resourceId: entry.id,
        at: app.deps.clock.now(),
      });
      return entry;
    },
  );
};
