// /membership, 'My Membership' (docs/product/membership.md The member's membership), linked from
// the dashboard's Membership tile and the account menu: the membership with its plan, status,
// dates, payment mode, cancel and resume; or, without one, the way to join (or the word that
// the club takes members by invitation).
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MailIcon from '@mui/icons-material/MailOutline';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { JOIN_TEXTS, MY_MEMBERSHIP_TEXTS as T } from '@clanhall/shared';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageIntro from '../../components/PageIntro';
import PageSpinner from '../../components/PageSpinner';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings';
import { useMyMembership } from './api/get-membership';
import JoinPanel from './components/JoinPanel';
import MembershipSummary from './components/MembershipSummary';

function NoMembership({ member, canJoin }: { member: boolean; canJoin: boolean }) {
  if (member)
    return <JoinPanel icon={<WorkspacePremiumIcon />} title={T.handMadeTitle} text={T.handMadeText} testId="membership-none" />;
  return (
    <JoinPanel
      icon={<WorkspacePremiumIcon />}
      title={T.noneTitle}
      text={canJoin ? T.noneText : T.noneInviteText}
      testId="membership-none"
    >
      {canJoin ? (
        <Button component={RouterLink} to="/join" variant="contained" size="large">
          {T.joinNow}
        </Button>
      ) : (
        <Button component={RouterLink} to="/contact" variant="outlined" size="large" startIcon={<MailIcon />}>
          {JOIN_TEXTS.contactLink}
        </Button>
      )}
    </JoinPanel>
  );
}

export default function MembershipPage() {
  useDocumentTitle(T.title);
  const { user } = useSession();
  const canJoin = useSiteSettings().membershipMode !== 'invite';
  const membership = useMyMembership();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageIntro title={T.title} subtitle={T.subtitle} />
      {membership.isPending ? (
        <PageSpinner label={T.loading} />
      ) : membership.isError ? (
        <LoadFailedAlert
          message={T.loadFailed}
          retryLabel={T.retry}
          onRetry={() => void membership.refetch()}
          retrying={membership.isFetching}
        />
      ) : membership.data ? (
        <MembershipSummary membership={membership.data} canJoin={canJoin} />
      ) : (
        <NoMembership member={user?.role === 'member' || user?.role === 'admin'} canJoin={canJoin} />
      )}
    </Container>
  );
}
