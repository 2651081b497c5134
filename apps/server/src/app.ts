import Fastify, { type FastifyServerOptions, LogController, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { responseSerializerCompiler, serializerModeOf } from './lib/response-serializer.ts';
import { jobsRoutes } from './modules/admin/jobs/jobs.routes.ts';
import { usersRoutes } from './modules/admin/users.routes.ts';
import { audioCourseRoutes } from './modules/audio-course/audio-course.routes.ts';
import { auditLogRoutes } from './modules/audit/audit-log.routes.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { authoringRoutes } from './modules/authoring/authoring.routes.ts';
import { billingModule } from './modules/billing/billing.module.ts';
import { coursesRoutes } from './modules/catalog/courses.routes.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { classesRoutes } from './modules/classes/classes.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.ts';
import { examsRoutes } from './modules/exams/exams.routes.ts';
import { exercisesRoutes } from './modules/exercises/exercises.routes.ts';
import { habitsRoutes } from './modules/habits/habits.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { menusRoutes } from './modules/menus/menus.routes.ts';
import { myDayRoutes } from './modules/my-day/my-day.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { tenantRoutes } from './modules/tenant/tenant.routes.ts';
import { tenantSettingsRoutes } from './modules/tenant-settings/tenant-settings.routes.ts';
import { adminTutoringRoutes } from './modules/tutoring/admin/admin-tutoring.routes.ts';
import { tutoringRoutes } from './modules/tutoring/tutoring.routes.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { backgroundPlugin } from './plugins/background.ts';
import { cacheInvalidationPlugin } from './plugins/cache-invalidation.ts';
import { compressPlugin } from './plugins/compress.ts';
import { dataCachePlugin } from './plugins/data-cache.ts';
import { errorsPlugin, handleFrameworkError } from './plugins/errors.ts';
import { impersonationAuditPlugin } from './plugins/impersonation-audit.ts';
import { localePlugin } from './plugins/locale.ts';
import { mailPlugin } from './plugins/mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { paymentStepPlugin } from './plugins/payment-step.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { securityPlugin } from './plugins/security.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { webAppPlugin } from './plugins/web-app.ts';

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "the first N hops": Fastify reads a bare number
 * as "trust none", since a count cannot check who the peer is; it suits an app that only its proxies
 * can reach (decision 0026). Addresses and ranges are checked against each hop.
 */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is added (the route gates list the app's routes with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** Plugins, then modules. Never listens: the server and the tests import it. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config),
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // One line per request, written by requestLogPlugin.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(serializerModeOf(deps.config.NODE_ENV)));
  app.decorate('deps', deps);

  await app.register(requestLogPlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(compressPlugin);
  await app.register(localePlugin);
  await app.register(securityPlugin);
  await app.register(apiDocsPlugin);
  await app.register(cacheInvalidationPlugin);
  await app.register(readinessPlugin);
  await app.register(tenancyPlugin);
  await app.register(authPlugin);
  await app.register(impersonationAuditPlugin);
  await app.register(dataCachePlugin);
  await app.register(paymentStepPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(backgroundPlugin);
  await app.register(textInputPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(coursesRoutes);
      await api.register(audioCourseRoutes);
      await api.register(exercisesRoutes);
      await api.register(examsRoutes);
      await api.register(certificatesRoutes);
      await api.register(contentRoutes);
      await api.register(authoringRoutes);
      await api.register(tenantRoutes);
      await api.register(tenantSettingsRoutes);
      await api.register(authModule);
      await api.register(billingModule);
      await api.register(outboxRoutes);
      await api.register(jobsRoutes);
      await api.register(mediaRoutes);
      await api.register(menusRoutes);
      await api.register(dictionaryRoutes);
      await api.register(reviewsRoutes);
      await api.register(tutoringRoutes);
      await api.register(adminTutoringRoutes);
      await api.register(myDayRoutes);
      await api.register(progressRoutes);
      await api.register(habitsRoutes);
      await api.register(peopleRoutes);
      await api.register(classesRoutes);
      await api.register(auditLogRoutes);
      await api.register(usersRoutes);
      await api.register(reportsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { webDist: deps.config.WEB_DIST });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
