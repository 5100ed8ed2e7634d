// A story on the home page: picture, date, title and excerpt; the card opens /blog/{id}.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { UI, type BlogPost } from '@clanhall/shared';
import { excerpt, formatPostDate } from '../../../lib/post-format';
import { useHydrated } from '../../../lib/use-hydrated';
import PostCover from '../../../components/PostCover';

export const STORY_MEDIA_SX = {
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  bgcolor: 'background.default',
  backgroundImage:
    'radial-gradient(ellipse at 50% 120%, rgba(212, 164, 76, 0.28), transparent 65%), radial-gradient(ellipse at 20% 0%, rgba(79, 174, 130, 0.18), transparent 60%)',
} as const;

export default function StoryCard({ post }: { post: BlogPost }) {
  const local = useHydrated();
  return (
    <Card
      component="article"
      data-testid="story-card"
      sx={{
        height: '100%',
        transition: 'transform 200ms ease, border-color 200ms ease, box-shadow 200ms ease',
        '&:hover': {
          transform: 'translateY(-3px)',
          borderColor: 'rgba(212, 164, 76, 0.45)',
          boxShadow: '0 12px 32px rgba(0, 0, 0, 0.35)',
        },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/blog/${post.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <PostCover imageUrl={post.image_url} alt="" />
        <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
          <Typography component="time" dateTime={post.created_at} variant="body2" color="text.secondary">
            {formatPostDate(post.created_at, local)}
          </Typography>
          <Typography
            component="h3"
            sx={{
              fontFamily: (t) => t.typography.h3.fontFamily,
              fontWeight: 600,
              fontSize: '1.2rem',
              lineHeight: 1.35,
              color: 'primary.light',
            }}
          >
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.65 }}>
            {excerpt(post.content, UI.blogCardExcerpt)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
