// docs/product/content.md: the device's own share sheet when there is one (title, the first 100
// characters, the URL); otherwise the URL goes to the clipboard. A guest sharing a members-only
// story shares its teaser: its first 100 characters are within it.
import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { BLOG_TEXTS, UI, type PublicBlogPost } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { NEEDS_JS } from '../../../lib/hydration';

export default function ShareButton({ post }: { post: PublicBlogPost }) {
  const notify = useNotify();

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: post.title, text: (post.content ?? post.excerpt).slice(0, UI.shareTextLength), url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(BLOG_TEXTS.linkCopied, 'success');
    } catch (error) {
      console.warn('Copying the link failed', error);
      notify(BLOG_TEXTS.copyFailed, 'error');
    }
  }

  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()} {...NEEDS_JS}>
      {BLOG_TEXTS.share}
    </Button>
  );
}
