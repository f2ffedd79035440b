import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE, MAX_UPLOAD_BYTES } from '@keyturn/shared';
import { appClock, type AppConfig } from './config.ts';
import type { AppContext, ServiceContext } from './context.ts';
import type { Database } from './db/client.ts';
import type { Services } from './services.ts';
import { AccessLog, requestSerializer } from './lib/access-log.ts';
import { answerUnreadableRequest } from './lib/client-errors.ts';
import { loggableError } from './lib/loggable-error.ts';
import { slowClientLimits } from './lib/slow-clients.ts';
import { TokenService } from './lib/tokens.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { blockRoutes } from './modules/blocks/routes.ts';
import { contactMessageRoutes } from './modules/contact-messages/routes.ts';
import { extraRoutes } from './modules/extras/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { handoverRoutes } from './modules/handover/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { outboxAdminRoutes } from './modules/mail/admin-routes.ts';
import { webApp } from './modules/pages/web-app.ts';
import { onlinePaymentRoutes } from './modules/payments/online/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { passwordResetRoutes } from './modules/password-reset/routes.ts';
import { rateRoutes } from './modules/rates/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { officeChargeRoutes } from './modules/reservations/charge-routes.ts';
import { daySheetRoutes } from './modules/reservations/day-sheet-routes.ts';
import { reservationRoutes } from './modules/reservations/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import { timelineRoutes } from './modules/timeline/routes.ts';
import { vehicleRoutes } from './modules/vehicles/routes.ts';
import { accessControl } from './plugins/access.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { crossOriginRequests } from './plugins/cors.ts';
import { errorEnvelope, sendProblem } from './plugins/error-envelope.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { textGuard } from './plugins/text-guard.ts';
import { buildServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

const JSON_BODY_LIMIT = 100 * 1024;

/** Builds the whole application; the server and the tests both start from here. */
export async function buildApp(config: AppConfig, db: Database): Promise<FastifyInstance> {
  const accessLog = new AccessLog();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: loggableError, req: requestSerializer },
      // Written in the background: a synchronous write per request was a good part of a cached
      // answer's cost. Lines still pending are flushed when the process exits.
      stream: pino.destination({ dest: 1, sync: false }),
    },
    bodyLimit: JSON_BODY_LIMIT,
    ...slowClientLimits(config.httpTimeouts),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: accessLog,
    clientErrorHandler: answerUnreadableRequest,
    // Addresses the router cannot even read still get the error envelope.
    frameworkErrors: (error, request, reply) => {
      accessLog.logWhenSent(request, reply);
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void sendProblem(request, reply, {
        statusCode: tooLong ? 414 : 400,
        message: tooLong ? 'The address is too long.' : 'The address is not valid.',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');

  const now = appClock(config);
  const base: ServiceContext = { db, config, tokens: new TokenService(config.jwtSecret, now), now };
  const ctx: AppContext = { ...base, services: buildServices(base, app.log) };
  // What the app runs on, for the process that hosts it (and the tests) to reach.
  app.decorate('services', ctx.services);
  const { online } = ctx.services;
  // The money tasks' worker, which finishes the refunds left claimed too, is housekeeping's.
  const sweeps = online ? [online.unpaidBookings.start()] : [];
  app.addHook('onClose', async () => {
    await Promise.all(sweeps.map((sweep) => sweep.stop()));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Request-Id', request.id);
    done(null, payload);
  });

  await app.register(errorEnvelope);
  await app.register(securityHeaders);
  await app.register(crossOriginRequests, { origins: config.corsOrigins });
  await app.register(accessControl, { tokens: base.tokens, users: ctx.services.signedInUsers });
  await app.register(textGuard);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
  });
  await app.register(apiDocs);
  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        settingsRoutes,
        termsRoutes,
        accountRoutes,
        passwordResetRoutes,
        vehicleRoutes,
        availabilityRoutes,
        blockRoutes,
        fileRoutes,
        reservationRoutes,
        officeChargeRoutes,
        daySheetRoutes,
        handoverRoutes,
        paymentRoutes,
        onlinePaymentRoutes,
        rateRoutes,
        extraRoutes,
        timelineRoutes,
        contactMessageRoutes,
        reportRoutes,
        outboxAdminRoutes,
        searchRoutes,
      ]) {
        await api.register(routes, { ctx });
      }
    },
    { prefix: API_BASE },
  );
  await app.register(webApp, { distDir: config.webDistDir, ctx });
  return app;
}
