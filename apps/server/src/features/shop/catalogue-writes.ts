// How every catalogue write is done: under one lock, with its picture protected until the row
// is written, and announced so the public shop's cached answers are dropped (docs/decisions/024).
import type { Services } from '../../services.js';

/**
 * Product writes check that their category exists, and deleting a category unlinks its
 * products: both under this lock, so a product never points at a category deleted meanwhile.
 */
export const CATALOGUE_LOCK = 'catalogue';

/**
 * Runs a write whose row will refer to `image` (already stored by services.images.resolve):
 * the file is protected from other requests' release() until then (settle). When the write
 * fails, the file is let go again, so a refused save leaves nothing behind.
 */
export async function writeStoringImage<T>(
  services: Services,
  image: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    services.images.settle([image]);
    await services.images
      .release([image])
      .catch((releaseError: unknown) => services.log.warn({ err: releaseError }, 'could not release an unused image'));
    throw error;
  }
  services.images.settle([image]);
  return result;
}

/** Every write that changes what the shop shows (docs/product/operating.md: visible at once, in every process). */
export function announceCatalogueWrite(services: Services, change: { productIds?: number[]; categoryId?: number }): void {
  services.events.emit('catalogue.written', change);
}
