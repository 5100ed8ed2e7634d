// /join's application (docs/product/membership.md Applications): a guest is asked to sign in
// first; a user sees where their newest application stands, and the form when they have none
// open (none yet, or the last one declined).
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { JOIN_TEXTS } from '@clanhall/shared';
import LoadFailedAlert from '../../../components/LoadFailedAlert';
import { refreshSession } from '../../../lib/refresh-session';
import { useMyApplications } from '../api/get-my-applications';
import ApplicationForm from './ApplicationForm';
import ApplicationState from './ApplicationState';
import GuestJoinPrompt from './GuestJoinPrompt';

function Intro() {
  return (
    <Typography color="text.secondary" sx={{ mt: 1, mb: 3, textAlign: 'center', lineHeight: 1.7 }}>
      {JOIN_TEXTS.applyIntro}
    </Typography>
  );
}

function Applications() {
  const applications = useMyApplications(true);
  const latest = applications.data?.[0];
  // Approved meanwhile: the account is a member now, which the stored user learns here.
  useEffect(() => {
    if (latest?.status === 'approved') void refreshSession();
  }, [latest?.status]);

  if (applications.isPending)
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={JOIN_TEXTS.loading} />
      </Box>
    );
  if (applications.isError)
    return (
      <LoadFailedAlert
        message={JOIN_TEXTS.loadFailed}
        retryLabel={JOIN_TEXTS.retry}
        onRetry={() => void applications.refetch()}
        retrying={applications.isFetching}
      />
    );
  const formShown = !latest || latest.status === 'declined';
  return (
    <>
      {/* Waiting for an answer: the state says what happens next, not the form's introduction. */}
      {formShown ? <Intro /> : <Box sx={{ mb: 3 }} />}
      {latest && <ApplicationState application={latest} />}
      {formShown && <ApplicationForm />}
    </>
  );
}

export default function ApplySection({ signedIn }: { signedIn: boolean }) {
  return (
    <Paper
      component="section"
      aria-labelledby="apply-title"
      sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2.5, md: 4 }, position: 'relative', overflow: 'hidden' }}
    >
      <Typography id="apply-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, textAlign: 'center' }}>
        {JOIN_TEXTS.applyTitle}
      </Typography>
      {signedIn ? (
        <Applications />
      ) : (
        <>
          <Intro />
          <GuestJoinPrompt returnTo="/join" />
        </>
      )}
    </Paper>
  );
}
