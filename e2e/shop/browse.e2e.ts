// /shop browsing (docs/product/shop-and-payments.md Shop): the server-rendered grid,
// prices and stock, search, the category filter, and a guest's Add.
import { describe, expect, inject, it } from 'vitest';
import { uniqueName } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { seeHeading, snackbar } from '../support/ui.js';
import { createCategory, createProduct, PICTURE } from './shop-fixtures.js';
import { productCard } from './shop-ui.js';
import { chooseOption } from '../admin-shop/shop-ui.js';

useBrowser();

describe.each<ViewportName>(WIDTHS)('shop at %s width', (viewport) => {
  it('shows each product with name, description, price, sale price, stock chip and Add to Cart', async () => {
    const shelf = await createCategory();
    const plain = await createProduct({ price: 19, category_id: shelf.id, description: 'Woven in the glens.' });
    const onSale = await createProduct({ price: 40, sale_price: 29.5, category_id: shelf.id });
    const soldOut = await createProduct({ price: 7.25, stock_quantity: 0, category_id: shelf.id });
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/shop'));
    await seeHeading(page, 'Shop');

    const plainCard = productCard(page, plain);
    await plainCard.getByText('Woven in the glens.').waitFor();
    expect(await plainCard.getByTestId('product-price').innerText()).toBe('$19.00');
    await plainCard.getByText('In Stock', { exact: true }).waitFor();
    await plainCard.getByText(shelf.name).waitFor();

    // docs/product/shop-and-payments.md: the sale price beside the struck-through regular price.
    const saleCard = productCard(page, onSale);
    expect(await saleCard.getByTestId('product-price').innerText()).toContain('$29.50');
    expect(await saleCard.getByTestId('regular-price').innerText()).toContain('$40.00');
    expect(await saleCard.locator('s').count()).toBe(1);

    const soldOutCard = productCard(page, soldOut);
    await soldOutCard.getByText('Out of Stock', { exact: true }).waitFor();
    // Enabled once hydrated, except where the stock is 0 (docs/product/shop-and-payments.md).
    await plainCard.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Add to Cart' && !b.disabled));
    expect(await plainCard.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    expect(await soldOutCard.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('shop (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it("filters by name or description, case-insensitive, and by category ('All Categories' shows every one)", async () => {
    const word = uniqueName('Rune').toUpperCase();
    const shelf = await createCategory();
    const other = await createCategory();
    const byName = await createProduct({ name: `${word} Pendant`, category_id: shelf.id });
    const byDescription = await createProduct({ description: `Carved with the ${word.toLowerCase()} of the clan.`, category_id: other.id });
    const elsewhere = await createProduct({ category_id: shelf.id });
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/shop'));
    await productCard(page, elsewhere).waitFor();

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill(word.toLowerCase());
    await productCard(page, byDescription).waitFor();
    await productCard(page, byName).waitFor();
    await productCard(page, elsewhere).waitFor({ state: 'detached' });

    await search.fill(`${word}-nothing-matches`);
    await seeHeading(page, 'No products match your search');
    await search.fill('');
    await productCard(page, elsewhere).waitFor();

    // Every file's categories are in this menu: chosen with the keyboard, wherever it lists them.
    await chooseOption(page, page, 'Category', shelf.name);
    await productCard(page, byDescription).waitFor({ state: 'detached' });
    await productCard(page, byName).waitFor();
    await productCard(page, elsewhere).waitFor();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(2);

    await chooseOption(page, page, 'Category', 'All Categories');
    await productCard(page, byDescription).waitFor();
    await close();
  });

  // docs/product/shop-and-payments.md: the run's server takes test payments (no STRIPE_SECRET_KEY), and the shop
  // page itself says so, not only the checkout.
  it("says 'Test mode — no real charge' on the shop page itself", async () => {
    const product = await createProduct();
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/shop'));
    await productCard(page, product).waitFor();
    const notice = page.getByTestId('shop-test-notice');
    await notice.getByText('Test mode — no real charge', { exact: true }).waitFor();
    expect(await notice.innerText()).toContain('Orders here are paid with test cards: no money changes hands.');
    expect(await page.getByTestId('shop-closed-notice').count()).toBe(0);
    await close();
  });

  it("tells a guest who adds to the cart 'Please login to add items to cart'", async () => {
    const product = await createProduct();
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/shop'));
    await productCard(page, product).getByRole('button', { name: 'Add to Cart' }).click();
    await snackbar(page, 'Please login to add items to cart');
    await close();
  });
});

describe('server-rendered shop', () => {
  it('arrives with its products for a reader without JavaScript, pictures sized, the first row eager', async () => {
    const product = await createProduct({ name: uniqueName('SSR ware'), description: 'Seen before any script runs.', image_url: PICTURE });
    const res = await fetch(new URL('/shop', inject('baseUrl')));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-ssr="1"');
    expect(html).toContain(product.name);
    expect(html).toContain('Seen before any script runs.');
    expect(html).toMatch(/<title>Shop · /);
    // docs/product/shop-and-payments.md: the test-payments notice is in the first HTML (the payment config comes
    // with the page, so the browser does not ask for it).
    expect(html).toContain('Test mode — no real charge');
    // The dehydrated cache carries the catalogue, so the browser does not ask again.
    const state = /<script type="application\/json" id="__CLANHALL_STATE__">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(state).toContain(product.name);

    const { page, url, close } = await openPage({ viewport: 'phone' });
    const SIZED_COPY = /\/uploads\/sized\/480\/[0-9a-f]{32}\.png$/;
    const sizedCopy = page.waitForResponse((res) => SIZED_COPY.test(res.url()));
    const configAsked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/shop/payment-config') configAsked.push(req.url());
    });
    await page.goto(url('/shop'));
    await productCard(page, product).waitFor();
    await productCard(page, product).locator('img').waitFor();
    // A stored picture comes with its narrower copies, in the server's HTML too; a phone loads a
    // copy, not the original.
    expect(html).toMatch(/srcset="\/uploads\/sized\/480\/[0-9a-f]{32}\.png 480w, /i);
    const picture = productCard(page, product).locator('img');
    expect(await picture.getAttribute('srcset')).toMatch(/^\/uploads\/sized\/480\/[0-9a-f]{32}\.png 480w, \S+ 800w, \/uploads\/images\/\S+ 1200w$/);
    await picture.scrollIntoViewIfNeeded();
    const copy = await sizedCopy;
    expect(copy.status()).toBe(200);
    expect(copy.headers()['content-type']).toBe('image/png');
    // (Its natural width is 0 here: one pixel at the copy's density rounds down.)
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ''))).toMatch(SIZED_COPY);
    // Every picture is sized (no layout shift); only the first row (three cards) loads at once.
    const cards = await page.getByTestId('product-card').evaluateAll((all) =>
      all.map((card) => {
        const img = card.querySelector('img');
        return img && { loading: img.getAttribute('loading'), width: img.getAttribute('width'), height: img.getAttribute('height') };
      }),
    );
    const pictured = cards.flatMap((img, index) => (img ? [{ ...img, index }] : []));
    expect(pictured.length).toBeGreaterThan(0);
    for (const img of pictured) {
      expect(img.width && img.height).toBeTruthy();
      expect(img.loading).toBe(img.index < 3 ? 'eager' : 'lazy');
    }
    await page.getByTestId('shop-test-notice').waitFor();
    expect(configAsked).toEqual([]);
    await close();
  });
});
