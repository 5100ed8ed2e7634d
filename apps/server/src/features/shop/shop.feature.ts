// The shop's catalogue: the public product and category lists, and the back office's Product
// and Category Management. The cart is its own feature (features/cart).
import { defineFeature } from '../../feature.js';
import { adminCategoryRoutes } from './admin-categories.routes.js';
import { adminProductRoutes } from './admin-products.routes.js';
import { seedShop } from './shop.seed.js';
import { shopRoutes } from './shop.routes.js';

export default defineFeature({
  name: 'shop',
  routes: async (app, services) => {
    await shopRoutes(app, services);
    await adminProductRoutes(app, services);
    await adminCategoryRoutes(app, services);
  },
  // After the settings (10) and the blog (20); the catalogue needs nothing of theirs.
  seed: { order: 30, run: seedShop },
  imageReferences: [
    { table: 'products', column: 'image_url' },
    { table: 'categories', column: 'image_url' },
  ],
});
