// The Chats tab loads a long conversation list a page at a time (docs/product/chat.md: 50 a page,
// newest activity first) and the next page as the member scrolls to its end; Find Users reads
// its accounts the same way (LIMITS.findUsersPage, 50, at a time, by name).
import { describe, expect, it } from 'vitest';
import { api, loginAdmin } from '../support/api.js';
import { openPage, useBrowser } from '../support/browser.js';
import { chatMember, chatRow, chatTag, chooseTab } from '../support/chat.js';

useBrowser();

describe('a long conversation list', () => {
  it('shows the newest 50 and loads the older ones when scrolled to the end; Find Users pages them by name', async () => {
    const tag = chatTag();
    const me = await chatMember(tag, 'me', 'admin');
    const admin = await loginAdmin();
    // An administrator may start a conversation with anyone (docs/product/chat.md): 52 partners, the
    // first one written to first, so it is the least recently active. The accounts are made a
    // few at a time (each hashes a password); the conversations one after another, in order.
    const partners = Array.from({ length: 52 }, (_, i) => `${tag}_p${String(i).padStart(2, '0')}`);
    const ids: number[] = [];
    for (let start = 0; start < partners.length; start += 4) {
      const made = await Promise.all(
        partners.slice(start, start + 4).map((username) =>
          api<{ user: { id: number } }>(
            'POST',
            '/api/admin/users',
            { username, email: `${username}@e2e.test`, password: 'member-pass', role: 'member', status: 'active' },
            admin.token,
          ),
        ),
      );
      for (const answer of made) {
        expect(answer.status).toBe(201);
        ids.push(answer.body.user.id);
      }
    }
    for (const [i, username] of partners.entries()) {
      const started = await api<{ conversation: { id: number } }>('POST', '/api/chat/conversation', { participant_id: ids[i] }, me.token);
      expect([200, 201]).toContain(started.status);
      const sent = await api('POST', '/api/chat/send', { conversation_id: started.body.conversation.id, message: `hello ${username}` }, me.token);
      expect(sent.status).toBe(201);
    }
    const { page, url, close } = await openPage({ session: me });
    await page.goto(url('/messages'));
    const list = page.getByRole('list', { name: 'Chats' });
    await chatRow(list, partners[51]!).waitFor();
    expect(await chatRow(list, partners[0]!).count()).toBe(0);
    // Scrolling to the 50th brings the list's end into view, which asks for the next page.
    await chatRow(list, partners[2]!).scrollIntoViewIfNeeded();
    await chatRow(list, partners[0]!).waitFor();
    await page.getByRole('button', { name: 'Load more conversations' }).waitFor({ state: 'detached' });
    expect(await list.getByRole('button', { name: new RegExp(`^${tag}_p`) }).count()).toBe(52);

    // Find Users, searched by the tag: the first 50 by name, then the last 2 as the list scrolls.
    await chooseTab(page, 'desktop', 'Find Users');
    const firstPage = page.waitForResponse((res) => {
      const address = new URL(res.url());
      return address.pathname === '/api/chat/all-users' && address.searchParams.get('q') === tag && res.ok();
    });
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    expect(new URL((await firstPage).url()).searchParams.get('limit')).toBe('50');
    const found = page.getByRole('list', { name: 'Find Users' });
    await found.getByRole('listitem', { name: partners[49]! }).waitFor();
    await found.getByRole('listitem', { name: partners[49]! }).scrollIntoViewIfNeeded();
    await found.getByRole('listitem', { name: partners[51]! }).waitFor();
    await page.getByRole('button', { name: 'Load more users' }).waitFor({ state: 'detached' });
    const names = await found.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(names).toEqual(partners);
    await close();
  });
});
