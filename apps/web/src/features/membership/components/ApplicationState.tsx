// Where the caller's newest application stands (docs/product/membership.md Applications):
// received and waiting, declined (with the club's reason; the form follows to apply again), or
// approved.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import { APPLICATION_STATUS_LABELS, APPLICATION_TEXTS, type MembershipApplication } from '@clanhall/shared';
import { formatLongDate } from '../../../lib/format';

function SentMessage({ application }: { application: MembershipApplication }) {
  return (
    <Box sx={{ mt: 2.5, textAlign: 'left' }}>
      <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: '0.12em' }}>
        {APPLICATION_TEXTS.yourMessage}
      </Typography>
      <Typography
        component="blockquote"
        sx={{
          m: 0,
          mt: 0.5,
          pl: 2,
          py: 0.5,
          borderLeft: 2,
          borderColor: 'tint.gold.45',
          color: 'text.secondary',
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          lineHeight: 1.7,
        }}
      >
        {application.message}
      </Typography>
    </Box>
  );
}

export default function ApplicationState({ application }: { application: MembershipApplication }) {
  if (application.status === 'declined') {
    return (
      <Alert severity="warning" variant="outlined" data-testid="application-state" sx={{ mb: 3 }}>
        <AlertTitle sx={{ fontWeight: 700 }}>{APPLICATION_TEXTS.declinedTitle}</AlertTitle>
        {application.reason ? (
          <>
            <Typography variant="body2" fontWeight={600}>
              {APPLICATION_TEXTS.declinedReason}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="decline-reason">
              {application.reason}
            </Typography>
          </>
        ) : (
          <Typography variant="body2">{APPLICATION_TEXTS.declinedNoReason}</Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {APPLICATION_TEXTS.applyAgain}
        </Typography>
      </Alert>
    );
  }
  if (application.status === 'approved') {
    return (
      <Alert severity="success" variant="outlined" data-testid="application-state">
        <AlertTitle sx={{ fontWeight: 700 }}>{APPLICATION_TEXTS.approvedTitle}</AlertTitle>
        {APPLICATION_TEXTS.approvedText}
      </Alert>
    );
  }
  return (
    <Box data-testid="application-state" sx={{ textAlign: 'center' }}>
      <HourglassIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main', mb: 1 }} />
      <Typography component="h3" variant="h6">
        {APPLICATION_TEXTS.receivedTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.7 }}>
        {APPLICATION_TEXTS.receivedText}
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" color="warning" variant="outlined" label={APPLICATION_STATUS_LABELS.open} />
        <Typography variant="body2" color="text.secondary">
          {APPLICATION_TEXTS.sentOn(formatLongDate(application.created_at))}
        </Typography>
      </Box>
      <SentMessage application={application} />
    </Box>
  );
}
