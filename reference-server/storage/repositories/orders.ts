import type { Db } from '../database.js';
import { inIdOrder, inList, orderedIds, pageOf, type Page, type PageRequest } from './paging.js';

/** An order as a JSON document in the administration's shape; the status is kept in a column for filtering. */
export interface StoredOrder {
  id: number;
  status: string;
  [field: string]: unknown;
}

export interface OrderQuery extends PageRequest {
  statuses?: string[] | undefined;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  order?: 'asc' | 'desc';
  orderBy?: 'date' | 'id';
}

export function createOrderRepository(db: Db) {
  // Bumped by every write, so readers may cache listings by it.
  let version = 0;
  const ordered = orderedIds(() => version);
  const repo = {
    version: () => version,
    get(id: number): StoredOrder | undefined {
      const row = db
        .prepare<[number], { id: number; status: string; data: string }>('SELECT * FROM orders WHERE id = ?')
        .get(id);
      return row ? { ...(JSON.parse(row.data) as object), id: row.id, status: row.status } : undefined;
    },
    /** Inserts with the next id; `build` gets the id so number, key and links can use it. */
    create(build: (id: number) => Omit<StoredOrder, 'id'>): StoredOrder {
      return db.transaction(() => {
        const now = new Date().toISOString().slice(0, 19);
        const info = db
          .prepare("INSERT INTO orders (status, data, date_created, date_modified) VALUES ('pending', '{}', ?, ?)")
          .run(now, now);
        const id = Number(info.lastInsertRowid);
        const order = { ...build(id), id } as StoredOrder;
        db.prepare('UPDATE orders SET status = ?, data = ? WHERE id = ?').run(order.status, JSON.stringify(order), id);
        version++;
        return order;
      })();
    },
    remove(id: number): void {
      db.prepare('DELETE FROM orders WHERE id = ?').run(id);
      version++;
    },
    save(order: StoredOrder): void {
      db.prepare('UPDATE orders SET status = ?, data = ?, date_modified = ? WHERE id = ?').run(
        order.status,
        JSON.stringify(order),
        new Date().toISOString().slice(0, 19),
        order.id,
      );
      version++;
    },
    list(query: OrderQuery): Page<StoredOrder> {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (query.statuses?.length) {
        const list = inList(query.statuses);
        where.push(`status IN ${list.sql}`);
        params.push(list.param);
      }
      if (query.include?.length) {
        const list = inList(query.include);
        where.push(`id IN ${list.sql}`);
        params.push(list.param);
      }
      if (query.exclude?.length) {
        const list = inList(query.exclude);
        where.push(`id NOT IN ${list.sql}`);
        params.push(list.param);
      }
      const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      const direction = query.order === 'asc' ? 'ASC' : 'DESC';
      const column = query.orderBy === 'id' ? 'id' : 'date_created';
      const idsSql = `SELECT id FROM orders${whereSql} ORDER BY ${column} ${direction}, id ${direction}`;
      const ids = ordered(
        idsSql,
        params,
        () =>
          db
            .prepare(idsSql)
            .pluck()
            .all(...params) as number[],
      );
      const page = pageOf(ids, query);
      const rows =
        page.length === 0
          ? []
          : (db
              .prepare(`SELECT id, status, data FROM orders WHERE id IN ${inList([]).sql}`)
              .all(JSON.stringify([...page])) as { id: number; status: string; data: string }[]);
      return {
        items: inIdOrder(page, rows).map(
          (r) => ({ ...(JSON.parse(r.data) as object), id: r.id, status: r.status }) as StoredOrder,
        ),
        total: ids.length,
      };
    },
  };
  return repo;
}
