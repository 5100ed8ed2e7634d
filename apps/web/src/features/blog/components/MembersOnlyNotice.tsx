// In place of a members-only story's text for a guest or a user (docs/product/membership.md
// #members-only-posts): its teaser, the notice 'This story is for members.' and the way to
// /join; a guest may also sign in and come back to the story. Rendered by the server for
// guests, so it reads no session while hydrating: a signed-in tab renders afresh.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { MEMBERS_POST_TEXTS as T } from '@clanhall/shared';
import { withReturnPath } from '../../../lib/return-path';
import { isAuthenticated, useSession } from '../../../lib/session';

export default function MembersOnlyNotice({ postId, teaser }: { postId: number; teaser: string }) {
  const signedIn = isAuthenticated(useSession());
  return (
    <Box>
      <Typography
        data-testid="post-teaser"
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          fontSize: { xs: '1.02rem', md: '1.1rem' },
          lineHeight: 1.85,
          color: 'text.secondary',
          maxWidth: '68ch',
        }}
      >
        {teaser}
      </Typography>
      <Box
        component="section"
        aria-labelledby="members-notice-title"
        data-testid="members-notice"
        sx={{
          mt: 4,
          p: { xs: 3, md: 4 },
          textAlign: 'center',
          border: 1,
          borderColor: 'tint.gold.35',
          borderRadius: 3,
          bgcolor: 'tint.gold.6',
        }}
      >
        <LockIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main', mb: 1.5 }} />
        <Typography id="members-notice-title" component="h2" variant="h5" sx={{ mb: 1, color: 'primary.light' }}>
          {T.notice}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {signedIn ? T.noticeUser : T.noticeGuest}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
          <Button component={RouterLink} to="/join" variant="contained">
            {T.join}
          </Button>
          {!signedIn && (
            <Button component={RouterLink} to={withReturnPath('/login', `/blog/${postId}`)} variant="outlined">
              {T.signIn}
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
