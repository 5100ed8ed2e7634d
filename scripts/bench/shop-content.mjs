// Shop content for a scenario, written straight into the SQLite file of a stopped server, like
// content.mjs does for the blog: the demo seed's products, plus copies of them (other names,
// the same pictures, categories and descriptions) until the shop holds exactly `count` active
// products. Only the columns of the products table's first migration are written.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib/ensure.mjs';

// better-sqlite3 is apps/server's dependency; loaded on first use (see content.mjs).
const openDatabase = (path) => new (createRequire(join(root, 'apps/server/package.json'))('better-sqlite3'))(path);

// No apostrophes: the page check looks for a name in HTML, which escapes them.
const EDITIONS = ['Oak', 'Ash', 'Rowan', 'Hazel', 'Birch', 'Alder', 'Willow', 'Yew', 'Holly', 'Elder'];

/**
 * Makes the shop list exactly `count` active products. Returns the count, and the name of a
 * product added here (the shop page must show it, so the page is not the demo's alone).
 */
export function fillShop(sqlitePath, count) {
  const db = openDatabase(sqlitePath);
  try {
    const demo = db
      .prepare(
        'SELECT name, description, price_cents, sale_price_cents, category_id, image_url, sort_order FROM products ORDER BY id',
      )
      .all();
    if (demo.length === 0) throw new Error('the demo seed made no products');
    if (demo.length > count) throw new Error(`the demo seed has ${demo.length} products, more than the ${count} wanted`);
    const now = new Date().toISOString();
    const insert = db.prepare(
      'INSERT INTO products (name, description, price_cents, sale_price_cents, category_id, image_url, stock_quantity, is_active, is_featured, sort_order, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?, ?)',
    );
    const added = [];
    db.transaction(() => {
      // The demo has a product out of stock, and may have inactive ones: every product counts here.
      db.prepare('UPDATE products SET is_active = 1, stock_quantity = MAX(stock_quantity, 5)').run();
      for (let i = demo.length; i < count; i++) {
        const model = demo[i % demo.length];
        const name = `${model.name.replace(/['"&<>]/g, '')}, ${EDITIONS[Math.floor(i / demo.length) % EDITIONS.length]} Edition ${i}`;
        insert.run(
          name,
          model.description,
          model.price_cents,
          model.sale_price_cents,
          model.category_id,
          model.image_url,
          25,
          model.sort_order,
          now,
          now,
        );
        added.push(name);
      }
    })();
    const { active } = db.prepare('SELECT COUNT(*) AS active FROM products WHERE is_active = 1').get();
    if (active !== count) throw new Error(`expected ${count} active products, found ${active}`);
    return { active, addedName: added.at(-1) ?? demo[0].name };
  } finally {
    db.close();
  }
}
