// /join for a member (docs/product/membership.md Joining): their membership in place of the offers.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { JOIN_TEXTS, MY_MEMBERSHIP_TEXTS } from '@clanhall/shared';
import LoadFailedAlert from '../../../components/LoadFailedAlert';
import PageSpinner from '../../../components/PageSpinner';
import { useMyMembership } from '../api/get-membership';
import JoinPanel from './JoinPanel';
import MembershipSummary from './MembershipSummary';

export default function MemberJoinView({ canJoin }: { canJoin: boolean }) {
  const membership = useMyMembership();
  if (membership.isPending) return <PageSpinner label={MY_MEMBERSHIP_TEXTS.loading} />;
  if (membership.isError)
    return (
      <LoadFailedAlert
        message={MY_MEMBERSHIP_TEXTS.loadFailed}
        retryLabel={MY_MEMBERSHIP_TEXTS.retry}
        onRetry={() => void membership.refetch()}
        retrying={membership.isFetching}
      />
    );
  if (!membership.data)
    return (
      <JoinPanel
        icon={<WorkspacePremiumIcon />}
        title={MY_MEMBERSHIP_TEXTS.handMadeTitle}
        text={MY_MEMBERSHIP_TEXTS.handMadeText}
        testId="join-member"
      />
    );
  return (
    <Box data-testid="join-member">
      <Typography variant="h2" sx={{ textAlign: 'center', fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {JOIN_TEXTS.memberTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: { xs: 3, md: 4 } }}>
        {JOIN_TEXTS.memberIntro}
      </Typography>
      <MembershipSummary membership={membership.data} canJoin={canJoin} />
    </Box>
  );
}
