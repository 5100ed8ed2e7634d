// /blog (docs/product/content.md): 'Our Stories', a grid of post cards, the empty state, a spinner
// while loading. A failed fetch is logged and shows the empty list (get-post-cards.ts).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import { BLOG_MESSAGES, BLOG_TEXTS } from '@clanhall/shared';
import { usePostCards } from './api/get-post-cards';
import PageIntro from '../../components/PageIntro';
import PostCard, { POST_GRID_SX } from '../../components/PostCard';
import { NEEDS_JS } from '../../lib/hydration';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function BlogListPage() {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = usePostCards();
  const posts = data?.pages.flatMap((page) => page.posts) ?? [];

  useDocumentTitle(BLOG_TEXTS.title);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageIntro title={BLOG_TEXTS.title} subtitle={BLOG_TEXTS.subtitle} />
      {isPending ? (
        <Box
          role="status"
          aria-live="polite"
          sx={{ minHeight: 360, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}
        >
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{BLOG_TEXTS.loading}</Typography>
        </Box>
      ) : posts.length === 0 ? (
        <Box
          sx={{
            textAlign: 'center',
            py: 8,
            px: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            bgcolor: 'background.paper',
          }}
        >
          <AutoStoriesIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 2 }} />
          <Typography component="h2" variant="h5" gutterBottom>
            {BLOG_MESSAGES.emptyTitle}
          </Typography>
          <Typography color="text.secondary">{BLOG_MESSAGES.emptyText}</Typography>
        </Box>
      ) : (
        <>
          <Box sx={POST_GRID_SX}>
            {posts.map((post, index) => (
              <PostCard key={post.id} post={post} priority={index === 0} />
            ))}
          </Box>
          {hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
              <Button
                variant="outlined"
                size="large"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
                {...NEEDS_JS}
                startIcon={isFetchingNextPage ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {BLOG_TEXTS.loadMore}
              </Button>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
