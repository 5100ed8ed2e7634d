// 'Latest Stories' (docs/product/content.md): the 3 newest posts and a 'View All' link to /blog.
// Skeleton cards hold the space while loading, so nothing below jumps.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { HOME_TEXTS, UI } from '@clanhall/shared';
import { useLatestCards } from '../api/get-latest-cards';
import SectionHeading from './SectionHeading';
import PostCard, { POST_GRID_SX } from '../../../components/PostCard';
import { POST_COVER_SX } from '../../../components/PostCover';

export default function LatestStories() {
  const { data: posts, isPending } = useLatestCards();
  return (
    <Box component="section" aria-labelledby="latest-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="latest-title"
          title={HOME_TEXTS.latestTitle}
          intro={HOME_TEXTS.latestIntro}
          action={
            <Button component={RouterLink} to="/blog" endIcon={<ArrowForwardIcon />} variant="outlined">
              {HOME_TEXTS.viewAll}
            </Button>
          }
        />
        {isPending ? (
          <Box sx={POST_GRID_SX} aria-hidden>
            {Array.from({ length: UI.homeLatestPosts }, (_, i) => (
              <Card key={i}>
                <Box sx={POST_COVER_SX} />
                <Box sx={{ p: 2.5 }}>
                  <Skeleton width="40%" />
                  <Skeleton sx={{ fontSize: '1.2rem' }} width="85%" />
                  <Skeleton />
                  <Skeleton />
                  <Skeleton width="60%" />
                </Box>
              </Card>
            ))}
          </Box>
        ) : posts && posts.length > 0 ? (
          <Box sx={POST_GRID_SX}>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} headingLevel="h3" testId="story-card" />
            ))}
          </Box>
        ) : (
          <Typography
            color="text.secondary"
            sx={{ py: 4, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 3 }}
          >
            {HOME_TEXTS.noStories}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
