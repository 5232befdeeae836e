/**
 * The paths the server answers itself, beside the client's pages and files: the API (yudao's /admin-api and
 * /app-api), the API documentation's page (/swagger-ui) and the metrics. The service worker never touches them — it
 * answers every other page with the app (decision 107), which would hide these behind the sign-in page. A server
 * path outside these must be added here (tests/unit/server/serverPaths.test.ts checks the server's own constants).
 */
export const SERVER_PATHS = ['/admin-api', '/app-api', '/swagger-ui', '/metrics'] as const;

/** Whether `pathname` is one of them or below one. */
export const isServerPath = (pathname: string): boolean =>
  SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
