import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's chromium (`apt-get install chromium`; .ci/run installs it), driven by playwright-core: no
 * browser is downloaded. `CHROMIUM_PATH` names another build.
 */
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter((p): p is string => Boolean(p));

/** The browser, or undefined where there is none. */
export function chromiumPath(): string | undefined {
  return CANDIDATES.find((p) => existsSync(p));
}

/**
 * Whether the browser tests are skipped: on a machine without chromium (`npm test` needs only Node and
 * npm), never where `SHOP_CONFORMANCE_REQUIRE_BROWSER=1` says they must run (.ci/run sets it after
 * installing chromium): there, a missing browser fails them.
 */
export const NO_BROWSER = chromiumPath() === undefined && process.env.SHOP_CONFORMANCE_REQUIRE_BROWSER !== '1';

export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error(
      `no chromium found (looked at ${CANDIDATES.join(', ')}): apt-get install chromium, or set CHROMIUM_PATH`,
    );
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}
