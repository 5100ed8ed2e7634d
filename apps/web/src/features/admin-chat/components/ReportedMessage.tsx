// The reported text as it stands (as text, never HTML), or a note that it is gone, with the
// reporter's reason when they gave one.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ADMIN_CHAT_MESSAGES as M, type MessageReport } from '@clanhall/shared';

export default function ReportedMessage({ report }: { report: MessageReport }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {report.message === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {M.messageGone}
        </Typography>
      ) : (
        <Typography
          variant="body2"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            pl: 1.25,
            borderLeft: '3px solid',
            borderColor: 'tint.gold.45',
          }}
        >
          {report.message}
        </Typography>
      )}
      {report.reason && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {M.reason}:
          </Box>{' '}
          {report.reason}
        </Typography>
      )}
    </Box>
  );
}
