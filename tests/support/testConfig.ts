import { loadConfig, type ServerConfig } from '../../src/server/config.ts';

/**
 * The configuration of an API test's server: createTestApp's, and the template database's (built with the same, so
 * that a copy of it is what the file would have seeded itself).
 * Seven demo proposals, one in each state (the first start's 200 would slow every file down). The scheduler stays off
 * unless a test turns it on (job tests, with a fast tick): the built-in jobs must not run in the middle of other
 * files' counts; so does the message outbox's dispatcher (outbox tests turn it on). The embedded database's upkeep too: a vacuum in the middle of a test would add statements to what
 * it observes (tests/api/dbUpkeep.test.ts turns it on).
 */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), staticDir: '/nonexistent', captchaEnabled: false, logLevel: 'silent', demoProposals: 7, jobEnabled: false, dbUpkeepSeconds: 0, outboxPollMs: 0, ...overrides };
}

/** The settings that change what a database is prepared with: a file that overrides one seeds a database of its own. */
export const DATABASE_SETTINGS = ['seedDemo', 'demoProposals', 'schemaDir'] as const satisfies readonly (keyof ServerConfig)[];
