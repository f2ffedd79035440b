import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';

export const passwordResetRoutes = routeModule('Accounts', (routes, ctx) => {
  const { passwordResets: resets, authLimits: limits } = ctx.services;

  routes.public.post('/password/forgot', {
    summary: 'Mail a link to choose a new password (the same answer for any address)',
    body: forgotPasswordSchema,
    successMessage: PASSWORD_RESET_SENT_MESSAGE,
    handler: async (request) => {
      await limits.passwordForgot(request, request.body.email);
      await resets.forgot(request.body.email);
    },
  });

  routes.public.post('/password/reset', {
    summary: 'Choose a new password with the link from the mail',
    body: resetPasswordSchema,
    successMessage: PASSWORD_RESET_DONE_MESSAGE,
    handler: async (request) => {
      await limits.passwordReset(request);
      await resets.reset(request.body);
    },
  });
});
