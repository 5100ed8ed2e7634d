// The video player dialog (docs/product/chat.md): the video with the browser's controls, its name
// and its length as minutes:seconds (stored at upload; read from the video when the headers
// did not tell). Formats the browser cannot play (AVI, WMV) say so and offer the download.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import MovieIcon from '@mui/icons-material/MovieOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { CHAT_FILE_TEXTS, CHAT_MESSAGES, type Attachment } from '@clanhall/shared';
import { BODY_FONT } from '../../../lib/design-tokens';
import { assetUrl } from '../../../lib/http';
import { formatDuration } from './file-format';

function Player({ video }: { video: Attachment }) {
  const [duration, setDuration] = useState<number | null>(video.duration);
  const [failed, setFailed] = useState(false);
  const url = assetUrl(video.url);
  return (
    <>
      {failed ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" startIcon={<DownloadIcon />} href={url ?? ''} download={video.name}>
              {CHAT_MESSAGES.download}
            </Button>
          }
        >
          {CHAT_FILE_TEXTS.videoUnplayable}
        </Alert>
      ) : (
        <Box
          component="video"
          src={url}
          controls
          autoPlay
          playsInline
          preload="metadata"
          aria-label={video.name}
          onLoadedMetadata={(event) => {
            const seconds = event.currentTarget.duration;
            if (duration === null && Number.isFinite(seconds)) setDuration(seconds);
          }}
          onError={() => setFailed(true)}
          sx={{
            display: 'block',
            width: '100%',
            maxHeight: { xs: 'calc(100vh - 160px)', sm: '70vh' },
            bgcolor: 'common.black',
            colorScheme: 'dark',
            borderRadius: 1.5,
          }}
        />
      )}
      {duration !== null && (
        <Chip
          icon={<ScheduleIcon />}
          label={formatDuration(duration)}
          size="small"
          variant="outlined"
          data-testid="video-player-duration"
          sx={{ mt: 1.5, alignSelf: 'flex-start' }}
        />
      )}
    </>
  );
}

export default function VideoPlayerDialog({ video, open, onClose }: { video: Attachment; open: boolean; onClose(): void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="video-player-title">
      <DialogTitle id="video-player-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, pr: 1.5 }}>
        <MovieIcon aria-hidden sx={{ color: 'primary.light' }} />
        {/* A file name, not a heading's words: the body face, as everywhere else it is shown. */}
        <Box
          component="span"
          sx={{
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontFamily: BODY_FONT,
            fontWeight: 600,
            fontSize: '1.05rem',
          }}
        >
          {video.name}
        </Box>
        <IconButton aria-label={CHAT_FILE_TEXTS.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* Full screen on phones: the video in the middle, like the phone's own player. */}
      <DialogContent sx={{ pb: 3, display: 'flex', flexDirection: 'column', justifyContent: { xs: 'center', sm: 'flex-start' } }}>
        <Player key={video.id} video={video} />
      </DialogContent>
    </Dialog>
  );
}
