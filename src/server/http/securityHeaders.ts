import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy the built SPA runs under (checked in Chromium by tests/e2e/csp.spec.ts):
 * - scripts only from our origin, and inline only the scripts of our index.html, by their hashes (the last view's
 *   painter, decision 94; inlineScripts.ts), never `'unsafe-inline'`; 'unsafe-eval' because
 *   the generated forms validate with ajv (@rjsf/validator-ajv8), which compiles each schema with `new Function`.
 * - styles may be inline: MUI/emotion insert <style> elements at run time and bpmn-js writes style attributes.
 * - images and fonts from our origin and data: URIs (the captcha, small assets Vite inlines, bpmn-js icons); blob:
 *   for images and workers made in the page (pdf.js, Excel downloads). The service worker (/sw.js) is a worker from
 *   our origin, and the manifest (with its icons) is ours too (decision 85): said for both, not left to default-src.
 * - no plugins, no foreign frames, no framing by others, forms post only here.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * The site statistics script (SPEC §7.7), when configured: its origin may serve the script and receive the page
 * views (as an image beacon or a request). Nothing is let in when it is not configured.
 */
function withAnalytics(origin: string | null): typeof CONTENT_SECURITY_POLICY {
  if (!origin) return CONTENT_SECURITY_POLICY;
  const { scriptSrc, imgSrc, connectSrc } = CONTENT_SECURITY_POLICY;
  return { ...CONTENT_SECURITY_POLICY, scriptSrc: [...scriptSrc, origin], imgSrc: [...imgSrc, origin], connectSrc: [...connectSrc, origin] };
}

/** Origins a configured service needs (the activity map's tiles, geocoder or AMap script); none by default. */
export interface ExtraOrigins {
  img: string[];
  connect: string[];
  script: string[];
}

function withOrigins(policy: typeof CONTENT_SECURITY_POLICY, extra: ExtraOrigins | undefined): typeof CONTENT_SECURITY_POLICY {
  if (!extra) return policy;
  return { ...policy, scriptSrc: [...policy.scriptSrc, ...extra.script], imgSrc: [...policy.imgSrc, ...extra.img], connectSrc: [...policy.connectSrc, ...extra.connect] };
}

/**
 * Security headers on every answer (helmet's defaults, with our CSP): nosniff, X-Frame-Options SAMEORIGIN,
 * Referrer-Policy no-referrer, same-origin opener and resource policies. Left out: upgrade-insecure-requests and
 * HSTS, because the platform is often served over plain HTTP on an intranet address, where upgrading would break
 * every asset; HTTPS and HSTS belong to the proxy that terminates TLS.
 *
 * helmet itself, built once: @fastify/helmet called `helmet(options)` on every request, which parsed the policy and
 * built its header functions again each time (about 1 % of a workflow start + approve in a CPU profile).
 * The answer's headers are set on the raw response, as that plugin set them, so early answers carry them too.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { analyticsOrigin: string | null; mapOrigins?: ExtraOrigins; inlineScripts?: string[] },
): void {
  const policy = withOrigins(withAnalytics(options.analyticsOrigin), options.mapOrigins);
  const directives = options.inlineScripts?.length ? { ...policy, scriptSrc: [...policy.scriptSrc, ...options.inlineScripts] } : policy;
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
