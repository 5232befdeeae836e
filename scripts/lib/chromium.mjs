// ensureChromium(): the browser tests drive Debian's chromium at /usr/bin/chromium.
// It is not on a fresh machine, and no test tool may download its own browser here
// (the machine reaches only the npm registry and the Debian archive), so we apt-get it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { isCI, isRoot, run, say, warn } from './proc.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
// The UI is Chinese; without a CJK font the screenshots show empty boxes (the DOM assertions would
// still pass, but nobody could read the pictures). WenQuanYi Micro Hei is a 1.6 MB package.
const CJK_FONT_PACKAGE = 'fonts-wqy-microhei';

/**
 * Returns true when chromium is (now) available. When it cannot be installed:
 * under CI=true that is an error (throws); elsewhere it returns false so the caller
 * can skip the browser tests with a loud warning.
 */
export async function ensureChromium({ logFile = null } = {}) {
  if (existsSync(CHROMIUM_PATH)) {
    say(`chromium found at ${CHROMIUM_PATH}`);
    if (!hasCjkFont() && isRoot) {
      say(`no Chinese font found: installing ${CJK_FONT_PACKAGE} so screenshots are readable`);
      await aptInstall([CJK_FONT_PACKAGE], logFile); // not fatal: only the pictures suffer
    }
    return true;
  }
  if (!isRoot) {
    const message =
      `${CHROMIUM_PATH} is missing and we are not root, so it cannot be installed here.\n` +
      `  Install it once with: sudo apt-get update && sudo apt-get install -y chromium`;
    if (isCI) throw new Error(message);
    warn(`${message}\n  The browser tests will be SKIPPED.`);
    return false;
  }
  say(`${CHROMIUM_PATH} is missing: installing Debian's chromium and ${CJK_FONT_PACKAGE} (apt-get update, then apt-get install)`);
  const code = await aptInstall(['chromium', CJK_FONT_PACKAGE], logFile);
  if (code !== 0 || !existsSync(CHROMIUM_PATH)) {
    const message = `installing chromium failed (apt-get exit code ${code}${logFile ? `; its output: ${logFile}` : ''})`;
    if (isCI) throw new Error(message);
    warn(`${message}; the browser tests will be SKIPPED.`);
    return false;
  }
  say(`chromium installed at ${CHROMIUM_PATH}`);
  return true;
}

/** `logFile`: where apt-get's output goes when the install runs beside other steps (else the terminal). */
async function aptInstall(packages, logFile) {
  // Non-interactive: CI has no stdin, and a debconf prompt would hang the run.
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  // The package lists may be absent or stale on a fresh machine; install fails without them.
  let code = await run('apt-get', ['update'], { env, logFile });
  if (code === 0) {
    // --no-install-recommends keeps it to the browser and the libraries it needs.
    code = await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env, logFile });
  }
  return code;
}

function hasCjkFont() {
  // fc-list comes with fontconfig, a dependency of chromium.
  const out = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return out.status === 0 && out.stdout.trim().length > 0;
}

// `node scripts/lib/chromium.mjs` installs it on its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureChromium().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
