// One post as a card: picture, date, first tag, title and its 120-character excerpt
// (docs/product/content.md), cut by the server (GET /api/blog/cards) so pages never carry the
// full text; the whole card is one link to /blog/{id}. Used by the blog grid and the home
// page's 'Latest Stories'. A members-only story's card shows a 'Members' chip; its excerpt is
// its teaser (docs/product/membership.md#members-only-posts).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MEMBERS_POST_TEXTS, firstTag, type PostCard as PostCardData } from '@clanhall/shared';
import { formatPostDate } from '../lib/post-format';
import { useHydrated } from '../lib/hydration';
import PostCover from './PostCover';

/** The grid of post cards: 1, 2 or 3 columns by width (blog list, home 'Latest Stories'). */
export const POST_GRID_SX = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

export interface PostCardProps {
  post: PostCardData;
  /** The first card of a page is above the fold: load its picture at once. */
  priority?: boolean;
  /** h2 in the blog grid, h3 under the home page's section heading. */
  headingLevel?: 'h2' | 'h3';
  testId?: string;
}

export default function PostCard({ post, priority = false, headingLevel = 'h2', testId = 'post-card' }: PostCardProps) {
  const local = useHydrated();
  const tag = firstTag(post.tags);
  return (
    <Card
      component="article"
      data-testid={testId}
      sx={{
        height: '100%',
        transition: 'transform 200ms ease, border-color 200ms ease, box-shadow 200ms ease',
        '&:hover': {
          transform: 'translateY(-3px)',
          borderColor: 'tint.gold.45',
          boxShadow: ({ palette }) => `0 12px 32px ${palette.tint.black[35]}`,
        },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/blog/${post.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <PostCover imageUrl={post.image_url} alt="" priority={priority} />
        <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 24 }}>
            <Typography component="time" dateTime={post.created_at} variant="body2" color="text.secondary">
              {formatPostDate(post.created_at, local)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75, minWidth: 0, maxWidth: '65%', justifyContent: 'flex-end' }}>
              {post.visibility === 'members' && (
                <Chip
                  label={MEMBERS_POST_TEXTS.chip}
                  size="small"
                  color="primary"
                  data-testid="members-chip"
                  sx={{ flexShrink: 0 }}
                />
              )}
              {tag && <Chip label={tag} size="small" variant="outlined" color="primary" sx={{ minWidth: 0 }} />}
            </Box>
          </Box>
          <Typography
            component={headingLevel}
            sx={{
              fontFamily: (t) => t.typography[headingLevel].fontFamily,
              fontWeight: 600,
              fontSize: '1.2rem',
              lineHeight: 1.35,
              color: 'primary.light',
            }}
          >
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.65 }}>
            {post.excerpt}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
