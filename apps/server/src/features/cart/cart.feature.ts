// The member's cart (docs/product/shop-and-payments.md): kept on the server per account, read and changed by the
// shop page; the checkout (features/checkout) reads the same table through its own queries.
import { defineFeature } from '../../feature.js';
import { cartRoutes } from './cart.routes.js';

export default defineFeature({ name: 'cart', routes: cartRoutes });
