import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * Salted scrypt hashes. Checking one costs tens of milliseconds of CPU on purpose, so checks never run
 * on the event loop, and take the same work whether the user exists or not.
 *
 * A hash names its cost (`scrypt$<log2 N>$salt$key`, r=8, p=1; `scrypt$salt$key`, from before, is
 * N=16384): a shop's users are hashed at `DEFAULT_COST`, and a storage made for tests or for the
 * embedded server of one run, whose passwords are generated and gone with it, may ask for less
 * (`StorageOptions.passwordCost`). Three hundred test shops, each refusing wrong passwords, spent
 * most of a minute in scrypt.
 */

const KEY_LENGTH = 32;
/** log2 of scrypt's N: 2^14 = 16384, Node's default. */
export const DEFAULT_COST = 14;
/** The hash of an account no password opens (`users.addWithoutPassword`): no scheme `parse` reads. */
export const NO_PASSWORD = '!';
/** The least a storage may ask for: still a salted, memory-hard hash. */
export const LEAST_COST = 8;

const format = (cost: number, salt: string, key: Buffer) => `scrypt$${cost}$${salt}$${key.toString('hex')}`;
const params = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1 });

/** On the calling thread: for start-up and tests, where nothing else is waiting. */
export function hashPasswordSync(
  password: string,
  salt = randomBytes(16).toString('hex'),
  cost = DEFAULT_COST,
): string {
  return format(cost, salt, scryptSync(password, salt, KEY_LENGTH, params(cost)));
}

/** On libuv's thread pool: a server starting up hashes its users side by side while it builds its routes. */
export function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, params(cost), (error, key) =>
      error ? reject(error) : resolve(format(cost, salt, key)),
    );
  });
}

/** The parts of a stored hash, or undefined for one this module did not write. */
function parse(stored: string | undefined): { cost: number; salt: string; key: Buffer } | undefined {
  const parts = stored?.split('$') ?? [];
  const [scheme, ...rest] = parts;
  if (scheme !== 'scrypt') return undefined;
  const [costText, salt = '', hex = ''] = rest.length === 2 ? [String(DEFAULT_COST), ...rest] : rest;
  const cost = Number(costText);
  if (
    !Number.isInteger(cost) ||
    cost < LEAST_COST ||
    cost > 20 ||
    salt === '' ||
    !/^[0-9a-f]+$/i.test(hex) ||
    hex.length !== KEY_LENGTH * 2
  )
    return undefined;
  return { cost, salt, key: Buffer.from(hex, 'hex') };
}

/**
 * The checks' own thread. On libuv's pool a flood of wrong passwords kept every pool thread and every
 * core busy with scrypt, and each request waited for a core; limited to one hash at a time it still
 * took a whole core, and on two cores the event loop waited behind it now and then (a cart read's p99
 * went from 1 to 5 ms). So the checks run one after another on a thread of their own, which on Linux
 * takes a lower CPU priority (a thread's own there): nice 10 weighs a tenth of the event loop, so the
 * thread has any core nothing else wants and gives way to the event loop when both want one. Not 19:
 * its share of a core the event loop keeps busy (a conformance run) is a seventieth, too little for a
 * check a client is waiting on. Elsewhere the nice value belongs to the whole process, so it is left
 * alone. Written as a string: it runs the same from `dist/` and from the TypeScript sources.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
if (process.platform === 'linux') {
  try { require('node:os').setPriority(0, 10); } catch {}
}
parentPort.on('message', ({ id, password, salt, length, cost }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, length, { N: 2 ** cost, r: 8, p: 1 }) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

type Waiting = { resolve: (key: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function hasher(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true });
  // Idle between checks: it must not keep a finished server's process alive.
  started.unref();
  started.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined || !key) entry?.reject(new Error(error ?? 'no key'));
    else entry?.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the password thread stopped (${code})`)));
  worker = started;
  return started;
}

/**
 * The scrypt costs of the last 64 checks, in order: what a check costs is its cost, so the tests
 * compare these rather than timings, which the machine's load decides. Counted apart, since a full
 * list keeps its length: `checksMade()` before, `costsSince()` after (other test files of the same
 * worker may have filled it).
 */
const recentCosts: number[] = [];
let made = 0;
export const checksMade = (): number => made;
export const costsSince = (mark: number): number[] =>
  made - mark <= 0 ? [] : recentCosts.slice(-Math.min(made - mark, recentCosts.length));

function scryptOffLoop(password: string, salt: string, cost: number): Promise<Buffer> {
  recentCosts.push(cost);
  made += 1;
  if (recentCosts.length > 64) recentCosts.shift();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    hasher().postMessage({ id, password, salt, length: KEY_LENGTH, cost });
  });
}

// Compared with when no stored hash is given: the same scrypt, against a key no password has.
const DUMMY = { salt: randomBytes(16).toString('hex'), key: randomBytes(KEY_LENGTH) };

/**
 * Whether the password is the one hashed in `stored`; with no `stored` (an unknown user) the same work
 * is done against a dummy, at `dummyCost` (the cost the storage hashes its users at), and the answer
 * is no, so the time taken does not tell who exists. The keys are compared in constant time.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
  dummyCost = DEFAULT_COST,
): Promise<boolean> {
  const hash = parse(stored);
  const actual = await scryptOffLoop(password, hash?.salt ?? DUMMY.salt, hash?.cost ?? dummyCost);
  return timingSafeEqual(actual, hash?.key ?? DUMMY.key) && hash !== undefined;
}
