import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { success, successReply } from '../../lib/route-schemas.ts';

const tags = ['Accounts'];

export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { passwordResets: resets, authLimits: limits } = ctx.services;

  app.post(
    '/password/forgot',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a link to choose a new password (the same answer for any address)',
        body: forgotPasswordSchema,
        response: successReply,
      },
    },
    async (request) => {
      await limits.passwordForgot(request, request.body.email);
      await resets.forgot(request.body.email);
      return success(PASSWORD_RESET_SENT_MESSAGE);
    },
  );

  app.post(
    '/password/reset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Choose a new password with the link from the mail',
        body: resetPasswordSchema,
        response: successReply,
      },
    },
    async (request) => {
      await limits.passwordReset(request);
      await resets.reset(request.body);
      return success(PASSWORD_RESET_DONE_MESSAGE);
    },
  );
};
