import { openDatabase, type Db } from './database.js';
import type { SqliteDriver } from './driver.js';
import { createAttributeRepository } from './repositories/attributes.js';
import { createCartRepository } from './repositories/carts.js';
import { createCouponRepository } from './repositories/coupons.js';
import { createOrderRepository } from './repositories/orders.js';
import { createNoteRepository } from './repositories/notes.js';
import { createOptionRepository } from './repositories/options.js';
import { createProductRepository } from './repositories/products.js';
import { createReviewRepository } from './repositories/reviews.js';
import { createTermRepository } from './repositories/terms.js';
import { createUserRepository } from './repositories/users.js';
import { seed } from './seed.js';

export interface StorageOptions {
  /** `:memory:` by default. */
  path?: string;
  /** Insert the reference catalogue into an empty database. */
  seed?: boolean;
  /**
   * log2 of scrypt's N for the passwords this storage hashes and checks (`passwords.ts`): the default
   * for a shop; less for a test shop or the embedded server of one run, whose passwords die with it.
   */
  passwordCost?: number;
  /** The process's driver (`driver.ts`, SHOP_CONFORMANCE_SQLITE) unless given: the tests pick one. */
  driver?: SqliteDriver;
}

export function createStorage(options: StorageOptions = {}) {
  const db: Db = openDatabase(options.path ?? ':memory:', options.driver);
  if (options.seed ?? true) seed(db);
  const carts = createCartRepository(db);
  return {
    db,
    users: createUserRepository(db, options.passwordCost),
    options: createOptionRepository(db),
    products: createProductRepository(db),
    terms: createTermRepository(db),
    attributes: createAttributeRepository(db),
    reviews: createReviewRepository(db),
    carts,
    coupons: createCouponRepository(db),
    orders: createOrderRepository(db),
    notes: createNoteRepository(db),
    /**
     * `fn` in one database transaction, with the carts it saves undone if it fails: carts in an
     * in-memory database live outside the tables (repositories/carts.ts).
     */
    transaction<T>(fn: () => T): T {
      return carts.within(() => db.transaction(fn)());
    },
    close(): void {
      db.close();
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;
