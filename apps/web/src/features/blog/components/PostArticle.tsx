// The full post: picture, title, date and time, author, first tag, Share, and the content as
// plain text with its line breaks (docs/product/content.md: never interpreted as HTML). A
// members-only post carries the 'Members' chip; when its content is withheld, `children` stand
// in its place (the teaser and notice, or the member's read on its way).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CalendarIcon from '@mui/icons-material/CalendarTodayOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { BLOG_TEXTS, MEMBERS_POST_TEXTS, firstTag, type PublicBlogPost } from '@clanhall/shared';
import { formatPostDateTime } from '../../../lib/post-format';
import { useHydrated } from '../../../lib/hydration';
import PostCover from '../../../components/PostCover';
import ShareButton from './ShareButton';

/** The article's column: the page's md container (900 px, 24 px padding each side) or the screen. */
const ARTICLE_COVER_SIZES = '(max-width: 899px) 100vw, 852px';

const META = { display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' } as const;

export default function PostArticle({ post, children }: { post: PublicBlogPost; children?: ReactNode }) {
  const local = useHydrated();
  const tag = firstTag(post.tags);
  return (
    <Box component="article">
      <PostCover imageUrl={post.image_url} alt={post.title} priority rounded sizes={ARTICLE_COVER_SIZES} />
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.9rem', md: '2.75rem' }, lineHeight: 1.2, mt: { xs: 3, md: 4 }, mb: 2, color: 'primary.light' }}
      >
        {post.title}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: { xs: 1.5, sm: 2.5 },
          pb: 3,
          mb: 4,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={META}>
          <CalendarIcon aria-hidden fontSize="small" />
          <Typography component="time" dateTime={post.created_at} variant="body2" data-testid="post-date">
            {formatPostDateTime(post.created_at, local)}
          </Typography>
        </Box>
        <Box sx={META}>
          <PersonIcon aria-hidden fontSize="small" />
          <Typography variant="body2">
            {BLOG_TEXTS.by}{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {post.author_name}
            </Box>
          </Typography>
        </Box>
        {post.visibility === 'members' && (
          <Chip label={MEMBERS_POST_TEXTS.chip} size="small" color="primary" data-testid="members-chip" />
        )}
        {tag && <Chip label={tag} size="small" variant="outlined" color="primary" />}
        <Box sx={{ ml: { sm: 'auto' } }}>
          <ShareButton post={post} />
        </Box>
      </Box>
      {post.content === null ? (
        children
      ) : (
        <Typography
          data-testid="post-content"
          sx={{
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            fontSize: { xs: '1.02rem', md: '1.1rem' },
            lineHeight: 1.85,
            color: 'text.primary',
            maxWidth: '68ch',
          }}
        >
          {post.content}
        </Typography>
      )}
    </Box>
  );
}
