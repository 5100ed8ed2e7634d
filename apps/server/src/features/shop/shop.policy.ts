// Who sees what of the catalogue (docs/product/shop-and-payments.md, docs/product/back-office.md): the public shop shows
// active products and active categories only; to it an inactive one does not exist.
// Administrators see and edit every one, whatever its status, through the back office.
export type CatalogueViewer = 'public' | 'admin';

/** Whether this viewer's lists include inactive products and categories. */
export const seesInactive = (viewer: CatalogueViewer): boolean => viewer === 'admin';
