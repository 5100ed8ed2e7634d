// /admin/blog Blog Management (docs/product/back-office.md): create, edit, draft, publish,
// delete, the 100-character excerpt, the save error table (said once, in the snackbar), and an
// uploaded cover image shrunk to 1200 px and stored.
import { describe, expect, it } from 'vitest';
import { api, loginAdmin, uniqueName } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { createPost, type Post } from '../support/content-fixtures.js';
import { drawnPng, seeHeading, seeText, snackbar } from '../support/ui.js';
import { expectExcerpt, onlyInSnackbar, textCutAtSpace } from '../admin-shop/shop-ui.js';

useBrowser();

async function adminPosts(): Promise<Post[]> {
  const admin = await loginAdmin();
  return (await api<{ posts: Post[] }>('GET', '/api/admin/blog-posts', undefined, admin.token)).body.posts;
}

describe.each<ViewportName>(WIDTHS)('blog management at %s width', (viewport) => {
  it('creates, edits, drafts, publishes and deletes a post', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ viewport, session: admin });
    await page.goto(url('/admin/blog'));
    await seeHeading(page, 'Blog Management');
    for (const tile of ['Total Posts', 'Published', 'Drafts', 'Authors']) {
      await page.getByRole('region', { name: tile }).waitFor();
    }

    // Create: the dialog defaults to published.
    const title = uniqueName('Admin story');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Content' }).fill('Line one of the chronicle.\nLine two.');
    const tags = dialog.getByRole('textbox', { name: 'Tags' });
    expect(await tags.getAttribute('placeholder')).toBe('celtic, history, culture');
    await tags.fill('celtic, history');
    expect(await dialog.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Published');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await snackbar(page, 'Blog post created successfully');
    const row = page.getByTestId('admin-post-row').filter({ hasText: title });
    await row.waitFor();
    await row.getByText('celtic', { exact: true }).waitFor();
    await row.getByText('history', { exact: true }).waitFor();
    const created = (await adminPosts()).find((p) => p.title === title)!;
    expect(created.status).toBe('published');
    expect((await api('GET', `/api/blog/posts/${created.id}`)).status).toBe(200);

    // Edit.
    const edited = `${title} (revised)`;
    await row.getByRole('button', { name: 'Edit Post' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    expect(await editDialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(title);
    await editDialog.getByRole('textbox', { name: 'Title' }).fill(edited);
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await snackbar(page, 'Blog post updated successfully');
    const editedRow = page.getByTestId('admin-post-row').filter({ hasText: edited });
    await editedRow.waitFor();

    // Set as Draft: gone from the public blog.
    await editedRow.getByRole('button', { name: 'Set as Draft' }).click();
    await snackbar(page, 'Blog post status updated successfully');
    await editedRow.getByText('Draft', { exact: true }).waitFor();
    expect((await api('GET', `/api/blog/posts/${created.id}`)).status).toBe(404);
    const publicPage = await page.context().newPage();
    await publicPage.goto(url('/blog'));
    await seeHeading(publicPage, 'Our Stories');
    await publicPage.waitForLoadState('networkidle');
    expect(await publicPage.getByText(edited).count()).toBe(0);
    await publicPage.goto(url(`/blog/${created.id}`));
    await seeHeading(publicPage, 'Post not found or unavailable');

    // Publish again.
    await editedRow.getByRole('button', { name: 'Publish' }).click();
    await snackbar(page, 'Blog post status updated successfully');
    await editedRow.getByText('Published', { exact: true }).waitFor();
    await publicPage.goto(url(`/blog/${created.id}`));
    await seeHeading(publicPage, edited);
    await publicPage.close();

    // Delete, after confirming.
    await editedRow.getByRole('button', { name: 'Delete Post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Blog Post' });
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, 'Blog post deleted successfully');
    await editedRow.waitFor({ state: 'detached' });
    expect((await api('GET', `/api/blog/posts/${created.id}`)).status).toBe(404);
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('blog management (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('shows the first 100 characters of the content as the excerpt', async () => {
    const content = textCutAtSpace();
    const post = await createPost({ content });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ viewport, session: admin });
    await page.goto(url('/admin/blog'));
    await expectExcerpt(page.getByTestId('admin-post-row').filter({ hasText: post.title }), content);
    await close();
  });
});

describe('blog management', () => {
  it("shows the server's message when a save is rejected, and 'Error fetching blog posts' when the list fails", async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/admin/blog'));
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await dialog.getByRole('textbox', { name: 'Content' }).fill('No title here.');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    // The dialog stays open and says it did not save; the snackbar above it says why, once (docs/product/back-office.md).
    const notSaved = dialog.getByRole('alert').filter({ hasText: 'Not saved yet.' });
    await onlyInSnackbar(page, 'Title is required');
    await notSaved.waitFor();

    await page.route('**/api/admin/blog-posts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 413, json: { error: 'Request body is too large' } })
        : route.continue(),
    );
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Too big');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await onlyInSnackbar(page, 'Image file is too large. Please use a smaller image or compress it.');
    await notSaved.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.route('**/api/admin/blog-posts?*', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.reload();
    await onlyInSnackbar(page, 'Error fetching blog posts');
    // In the list's place, other words and a way to try again.
    const failed = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
    await failed.getByText('Could not load this list.').waitFor();
    await page.unroute('**/api/admin/blog-posts?*');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Total Posts').waitFor();
    expect(await failed.count()).toBe(0);
    await close();
  });

  it('stores an uploaded cover image shrunk to at most 1200 px', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/admin/blog'));
    // A large PNG, drawn in the browser.
    const png = await drawnPng(page, 2400, 1600);
    const title = uniqueName('Illustrated story');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Content' }).fill('With a picture.');
    await dialog.getByRole('tab', { name: 'Upload' }).click();
    await dialog.getByTestId('image-file-input').setInputFiles(png);
    await dialog.getByRole('button', { name: 'Open image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await snackbar(page, 'Blog post created successfully');
    const post = (await adminPosts()).find((p) => p.title === title)!;
    expect(post.image_url).toMatch(/^\/uploads\/images\/[A-Za-z0-9._-]+$/);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, post.image_url!);
    expect(size.width).toBeLessThanOrEqual(1200);
    expect(size.width).toBeGreaterThan(0);
    expect(size.height).toBe(800);
    // The public post shows the stored picture.
    await page.goto(url(`/blog/${post.id}`));
    expect(await page.getByRole('img', { name: title }).getAttribute('src')).toBe(post.image_url);
    await close();
  });

  it('lists drafts among all posts with their status', async () => {
    const draft = await createPost({ status: 'draft' });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/admin/blog'));
    const row = page.getByTestId('admin-post-row').filter({ hasText: draft.title });
    await row.getByText('Draft', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Publish' }).waitFor();
    await seeText(page, draft.author_name);
    await close();
  });
});
