// /blog/{id} (docs/product/content.md): breadcrumb Home > Blog > title, a back button, the post;
// 'Post not found or unavailable' for a missing, draft or broken post. A members-only post shows
// a guest or a user its teaser and 'This story is for members.'; a member's tab reads the whole
// story with its token (docs/product/membership.md#members-only-posts).
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { BLOG_MESSAGES, BLOG_TEXTS, MEMBERS_POST_TEXTS } from '@clanhall/shared';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import { parsePostId, usePost, useWholePost } from './api/get-post';
import MembersOnlyNotice from './components/MembersOnlyNotice';
import PostArticle from './components/PostArticle';
import PostNotFound from './components/PostNotFound';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNotFoundStatus } from '../../lib/server-page-info';

export default function BlogPostPage() {
  const params = useParams();
  const id = parsePostId(params.id);
  const { data: guestRead, isPending, isError } = usePost(id);
  const whole = useWholePost(id, guestRead);
  // The member's read once it is in; null: the post is gone since the guests' answer.
  const post = whole.data === undefined ? guestRead : whole.data;
  const navigate = useNavigate();
  const missing = id === undefined || isError || post === null;

  useDocumentTitle(post?.title ?? (missing ? BLOG_MESSAGES.notFound : BLOG_TEXTS.blog));
  useNotFoundStatus(missing);

  // Back returns to where the reader came from inside the site, else to the blog. It is a
  // link to /blog underneath, so it works before the server-rendered page has hydrated.
  const goBack = (event: MouseEvent) => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: { xs: 2.5, md: 3.5 }, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/blog" onClick={goBack} startIcon={<ArrowBackIcon />} variant="outlined" size="small">
          {BLOG_TEXTS.back}
        </Button>
        <Breadcrumbs
          aria-label={BLOG_TEXTS.breadcrumb}
          sx={{
            minWidth: 0,
            flex: 1,
            '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
            '& .MuiBreadcrumbs-li:last-of-type': { minWidth: 0 },
          }}
        >
          <Link component={RouterLink} to="/" color="text.secondary" underline="hover">
            {BLOG_TEXTS.home}
          </Link>
          <Link component={RouterLink} to="/blog" color="text.secondary" underline="hover">
            {BLOG_TEXTS.blog}
          </Link>
          <Typography color="text.primary" aria-current="page" noWrap sx={{ display: 'block' }}>
            {post?.title ?? (missing ? BLOG_TEXTS.unavailableCrumb : '…')}
          </Typography>
        </Breadcrumbs>
      </Box>
      {missing ? (
        <PostNotFound />
      ) : isPending || !post ? (
        <Box role="status" aria-label={BLOG_TEXTS.loadingPost}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton variant="text" sx={{ fontSize: '2.75rem', mt: 4, width: '80%' }} />
          <Skeleton variant="text" sx={{ width: '50%', mb: 4 }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" sx={{ width: '70%' }} />
        </Box>
      ) : (
        <PostArticle post={post}>
          {!whole.enabled ? (
            <MembersOnlyNotice postId={post.id} teaser={post.excerpt} />
          ) : whole.isError ? (
            <LoadFailedAlert
              message={MEMBERS_POST_TEXTS.wholeFailed}
              retryLabel={MEMBERS_POST_TEXTS.retry}
              onRetry={() => void whole.refetch()}
              retrying={whole.isFetching}
            />
          ) : (
            <Box role="status" aria-label={MEMBERS_POST_TEXTS.loadingWhole}>
              <Skeleton variant="text" />
              <Skeleton variant="text" />
              <Skeleton variant="text" sx={{ width: '70%' }} />
            </Box>
          )}
        </PostArticle>
      )}
    </Container>
  );
}
