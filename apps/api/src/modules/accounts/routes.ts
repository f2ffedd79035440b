import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  loginSchema,
  pageSchema,
  passwordChangeSchema,
  passwordChangedSchema,
  profileSchema,
  registerSchema,
  successSchema,
  tokenResponseSchema,
  userPageQuerySchema,
  userSchema,
} from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/access.ts';
import { idParamsSchema, replies, success, successReply } from '../../lib/route-schemas.ts';
import { toUser } from './mapper.ts';

const tags = ['Accounts'];

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { accounts, authLimits: limits } = ctx.services;

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create a customer account',
        body: registerSchema,
        response: replies({ 201: successSchema }),
      },
    },
    async (request, reply) => {
      await limits.register(request);
      await accounts.register(request.body);
      return reply.status(201).send(success('Your account has been created.'));
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in and receive a token',
        body: loginSchema,
        response: replies({ 200: tokenResponseSchema }),
      },
    },
    async (request) => {
      await limits.login(request, request.body.email);
      return { token: await accounts.login(request.body.email, request.body.password) };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Sign out: every token issued to me so far stops working',
        response: successReply,
      },
    },
    async (request) => {
      await accounts.logout(callerOf(request));
      return success('You have been signed out.');
    },
  );

  app.get(
    '/user',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in user', response: replies({ 200: userSchema }) },
    },
    async (request) => toUser(callerOf(request)),
  );

  app.put(
    '/user',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Update my profile', body: profileSchema, response: successReply },
    },
    async (request) => {
      await accounts.updateProfile(callerOf(request), request.body);
      return success('Your profile has been updated.');
    },
  );

  app.patch(
    '/user/auth',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Change my password (the answer carries a new token)',
        description:
          'A password change signs out every session: the token this call was made with, and ' +
          'every other token issued before it, stops working. The answer carries a new token ' +
          'in `token`; keep it and send it from now on.',
        body: passwordChangeSchema,
        response: replies({ 200: passwordChangedSchema }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await limits.passwordChange(request, caller.id);
      const token = await accounts.changePassword(caller, request.body);
      return { ...success('Your password has been updated.'), token };
    },
  );

  app.get(
    '/user/auth/pages',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A page of users, optionally of those matching a search',
        querystring: userPageQuerySchema,
        response: replies({ 200: pageSchema(userSchema) }),
      },
    },
    async (request) => accounts.page(request.query),
  );

  app.get(
    '/user/auth/all',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'All users', response: replies({ 200: z.array(userSchema) }) },
    },
    async () => accounts.all(),
  );

  app.get(
    '/user/:id/auth',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One user',
        params: idParamsSchema,
        response: replies({ 200: userSchema }),
      },
    },
    async (request) => toUser(await accounts.get(request.params.id)),
  );

  app.put(
    '/user/:id/auth',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Update a user's profile, roles and optionally password",
        params: idParamsSchema,
        body: adminUserSchema,
        response: successReply,
      },
    },
    async (request) => {
      await accounts.adminUpdate(callerOf(request), request.params.id, request.body);
      return success('The user has been updated.');
    },
  );

  app.delete(
    '/user/:id/auth',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a user', params: idParamsSchema, response: successReply },
    },
    async (request) => {
      await accounts.adminDelete(callerOf(request), request.params.id);
      return success('The user has been deleted.');
    },
  );
};
