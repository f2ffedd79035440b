import { z } from 'zod';
import {
  adminUserSchema,
  loginSchema,
  pageSchema,
  passwordChangeSchema,
  passwordChangedSchema,
  profileSchema,
  registerSchema,
  sessionSchema,
  successSchema,
  tokenResponseSchema,
  userPageQuerySchema,
  userSchema,
} from '@keyturn/shared';
import { callerOf, sessionOf } from '../../plugins/access.ts';
import { routeModule } from '../../lib/api-routes.ts';
import { idParamsSchema, success } from '../../lib/route-schemas.ts';
import { toUser } from './mapper.ts';

export const accountRoutes = routeModule('Accounts', (routes, ctx) => {
  const { accounts, sessions, authLimits: limits } = ctx.services;

  routes.public.post('/register', {
    summary: 'Create a customer account',
    body: registerSchema,
    replies: { 201: successSchema },
    handler: async (request, reply) => {
      await limits.register(request);
      await accounts.register(request.body);
      return reply.status(201).send(success('Your account has been created.'));
    },
  });

  routes.public.post('/login', {
    summary: 'Sign in and receive a token',
    body: loginSchema,
    replies: { 200: tokenResponseSchema },
    handler: async (request) => {
      await limits.login(request, request.body.email);
      const client = { userAgent: request.headers['user-agent'], address: request.ip };
      return { token: await accounts.login(request.body.email, request.body.password, client) };
    },
  });

  routes.signedIn.post('/logout', {
    summary: 'Sign out: every token issued to me so far stops working',
    successMessage: 'You have been signed out.',
    handler: async (request) => accounts.logout(callerOf(request)),
  });

  routes.signedIn.get('/user', {
    summary: 'The signed-in user',
    replies: { 200: userSchema },
    handler: async (request) => toUser(callerOf(request)),
  });

  routes.signedIn.put('/user', {
    summary: 'Update my profile',
    body: profileSchema,
    successMessage: 'Your profile has been updated.',
    handler: async (request) => accounts.updateProfile(callerOf(request), request.body),
  });

  routes.signedIn.patch('/user/auth', {
    summary: 'Change my password (the answer carries a new token)',
    description:
      'A password change ends every other session (GET /user/sessions), and every token ' +
      'issued before it stops working, the one this call was made with too. This session ' +
      'goes on: the answer carries its new token in `token`; keep it and send it from now on.',
    body: passwordChangeSchema,
    replies: { 200: passwordChangedSchema },
    handler: async (request) => {
      const caller = callerOf(request);
      await limits.passwordChange(request, caller.id);
      const token = await accounts.changePassword(caller, sessionOf(request), request.body);
      return { ...success('Your password has been updated.'), token };
    },
  });

  routes.signedIn.get('/user/sessions', {
    summary: 'My sessions: each sign-in, the most recently used first',
    description:
      'Each sign-in is a session with the device (browser and system, read from the ' +
      'User-Agent), the address it signed in from, when it began and when it was last used ' +
      '(written at most once a minute). `current` marks the session of this request.',
    replies: { 200: z.array(sessionSchema) },
    handler: async (request) => sessions.list(callerOf(request), sessionOf(request)),
  });

  routes.signedIn.delete('/user/sessions/:id', {
    summary: 'End one of my sessions',
    description:
      "Its token stops working at once. Another person's session is not found (404), as a " +
      'missing one is. Ending the current session signs this client out.',
    params: idParamsSchema,
    successMessage: 'The session has been ended.',
    handler: async (request) => sessions.end(callerOf(request), request.params.id),
  });

  routes.admin.get('/user/auth/pages', {
    summary: 'A page of users, optionally of those matching a search',
    querystring: userPageQuerySchema,
    replies: { 200: pageSchema(userSchema) },
    handler: async (request) => accounts.page(request.query),
  });

  routes.admin.get('/user/auth/all', {
    summary: 'All users',
    replies: { 200: z.array(userSchema) },
    handler: async () => accounts.all(),
  });

  routes.admin.get('/user/:id/auth', {
    summary: 'One user',
    params: idParamsSchema,
    replies: { 200: userSchema },
    handler: async (request) => toUser(await accounts.get(request.params.id)),
  });

  routes.admin.put('/user/:id/auth', {
    summary: "Update a user's profile, roles and optionally password",
    params: idParamsSchema,
    body: adminUserSchema,
    successMessage: 'The user has been updated.',
    handler: async (request) =>
      accounts.adminUpdate(callerOf(request), request.params.id, request.body),
  });

  routes.admin.delete('/user/:id/auth', {
    summary: 'Delete a user',
    params: idParamsSchema,
    successMessage: 'The user has been deleted.',
    handler: async (request) => accounts.adminDelete(callerOf(request), request.params.id),
  });
});
