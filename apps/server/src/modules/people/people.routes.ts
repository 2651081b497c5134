import {
  ACCESS,
  ZContactInput,
  ZContactMessageList,
  ZContactMessageParams,
  ZContactMessageQuery,
  ZContactReceipt,
  ZGuest,
  ZGuestInput,
  ZGuestList,
  ZGuestParams,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { addGuest } from './add-guest.ts';
import { listContactMessages } from './contact/list-contact-messages.ts';
import { markContactHandled } from './contact/mark-contact-handled.ts';
import { sendContactMessage } from './contact/send-contact-message.ts';
import { listGuests } from './list-guests.ts';
import { removeGuest } from './remove-guest.ts';
import { resendInvitation } from './resend-invitation.ts';

const security = [{ bearer: [] }];
const masterOnly = requireAccess(ACCESS.master);
const masterAccess =
  'The master user (account holder) only, and only for the guests of their own account: no call names ' +
  'an account. 403 system.forbidden for anyone else; 404 user.not-found for a user who is not their guest.';

/** Contact messages per client address: a few a quarter of an hour, on each instance. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 15 * 60_000 };

/** Guests of a master user's account (/add-user) and the contact form (/contact-us). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/guests',
    {
      onRequest: masterOnly,
      schema: {
        tags: ['account'],
        security,
        summary: "The master user's guests, with the tenant's guest limit",
        description: masterAccess,
        response: { 200: ZGuestList },
      },
    },
    async (request) => listGuests(app.deps, request.tenant, actorOf(request)),
  );

  app.post(
    '/account/guests',
    {
      onRequest: masterOnly,
      schema: {
        tags: ['account'],
        security,
        summary: 'Invites a guest to the master user’s account: a temporary password by e-mail',
        description:
          `${masterAccess} 409 user.guest-slots-taken past the tenant's guest limit; 409 ` +
          'user.username-in-use when the e-mail belongs to a user of the school; 429 user.mail-rate-limited past ' +
          'the invitation mails allowed per recipient or per account.',
        body: ZGuestInput,
        response: { 201: ZGuest },
      },
    },
    async (request, reply) => {
      const guest = await addGuest(app.deps, request.tenant, actorOf(request), request.body);
      return reply.code(201).send(guest);
    },
  );

  app.post(
    '/account/guests/:id/resend',
    {
      onRequest: masterOnly,
      schema: {
        tags: ['account'],
        security,
        summary: 'Sends a guest who has not signed in yet a new invitation (a new temporary password)',
        description:
          `${masterAccess} 409 user.invitation-accepted once the guest has signed in; 429 ` +
          'user.mail-rate-limited past the invitation mails allowed per recipient or per account.',
        params: ZGuestParams,
        response: { 200: ZGuest },
      },
    },
    async (request) => resendInvitation(app.deps, request.tenant, actorOf(request), request.params.id),
  );

  app.delete(
    '/account/guests/:id',
    {
      config: { revokesAccess: true },
      onRequest: masterOnly,
      schema: {
        tags: ['account'],
        security,
        summary: 'Deactivates a guest: their sessions end at once and the seat is free',
        description: masterAccess,
        params: ZGuestParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeGuest(app.deps, request.tenant, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: "Sends a message to the school's support (anyone; a signed-in sender is recorded)",
        description:
          'Stored, and mailed to the support address through the outbox. 429 system.rate-limited past ' +
          `${CONTACT_RATE_LIMIT.max} messages in 15 minutes from one address.`,
        body: ZContactInput,
        response: { 201: ZContactReceipt },
      },
    },
    async (request, reply) => {
      const sender = request.identity && !request.identity.impersonatorId ? request.identity.userId : null;
      const receipt = await sendContactMessage(app.deps, request.tenant, sender, request.body);
      return reply.code(201).send(receipt);
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      onRequest: requireAccess(ACCESS.staff),
      schema: {
        tags: ['admin'],
        security,
        summary: 'The contact messages, newest first (staff); filter by name, e-mail or subject',
        querystring: ZContactMessageQuery,
        response: { 200: ZContactMessageList },
      },
    },
    async (request) =>
      listContactMessages(app.deps, request.tenant.id, {
        search: request.query.SearchValue?.trim() || null,
        pending: request.query.pending === 'true',
        skip: request.query.Skip,
        take: request.query.Take,
      }),
  );

  app.post(
    '/admin/contact-messages/:id/handled',
    {
      onRequest: requireAccess(ACCESS.staff),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Marks a contact message handled (staff)',
        params: ZContactMessageParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markContactHandled(app.deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
