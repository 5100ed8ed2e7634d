// /join (docs/product/membership.md Joining): what the club's mode allows. The plans as cards
// and their checkout (paid modes), the application form (apply modes), or, in mode 'invite', a
// page saying the club takes members by invitation. A guest who chooses a plan or applies goes
// through sign-in or registration and comes back here (?plan= reopens the chosen plan's
// checkout); a member sees their membership instead of the offers. Not server-rendered: its
// own chunk, as every page, and the checkout a further one.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import MailIcon from '@mui/icons-material/MailOutline';
import ShieldIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { JOIN_TEXTS, membershipModeAllowsApplying, membershipModeAllowsPaying, type MembershipPlan } from '@clanhall/shared';
import PageIntro from '../../components/PageIntro';
import { refreshSession } from '../../lib/refresh-session';
import { withReturnPath } from '../../lib/return-path';
import { isAuthenticated, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings';
import ApplySection from './components/ApplySection';
import JoinPanel from './components/JoinPanel';
import MemberJoinView from './components/MemberJoinView';
import PlansSection from './components/PlansSection';

const JoinCheckoutDialog = lazy(() => import('./components/JoinCheckoutDialog'));

const PLAN_PARAM = 'plan';

export default function JoinPage() {
  useDocumentTitle(JOIN_TEXTS.title);
  const session = useSession();
  const user = isAuthenticated(session) ? session.user : null;
  const { membershipMode } = useSiteSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [checkoutPlan, setCheckoutPlan] = useState<MembershipPlan | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const paying = membershipModeAllowsPaying(membershipMode);
  const applying = membershipModeAllowsApplying(membershipMode);

  // The role decides what this page offers: read afresh, as the guarded pages do (an
  // application approved or a membership lapsed since the last read).
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) void refreshSession(location.key);
  }, [signedIn, location.key]);

  const choose = (plan: MembershipPlan) => {
    if (!user) {
      void navigate(withReturnPath('/login', `/join?${PLAN_PARAM}=${plan.id}`));
      return;
    }
    setCheckoutPlan(plan);
    setCheckoutOpen(true);
  };

  // Back from sign-in with a chosen plan: its checkout opens, once.
  const chosenId = Number(params.get(PLAN_PARAM));
  const onPlans = (plans: readonly MembershipPlan[]) => {
    if (!chosenId || !user || user.role !== 'user') return;
    const plan = plans.find((p) => p.id === chosenId);
    setParams(
      (p) => {
        p.delete(PLAN_PARAM);
        return p;
      },
      { replace: true },
    );
    if (plan) {
      setCheckoutPlan(plan);
      setCheckoutOpen(true);
    }
  };

  const content = () => {
    if (user?.role === 'admin')
      return <JoinPanel icon={<ShieldIcon />} title={JOIN_TEXTS.adminTitle} text={JOIN_TEXTS.adminText} testId="join-admin" />;
    if (user?.role === 'member') return <MemberJoinView canJoin={membershipMode !== 'invite'} />;
    if (!paying && !applying)
      return (
        <JoinPanel icon={<MailIcon />} title={JOIN_TEXTS.inviteTitle} text={JOIN_TEXTS.inviteText} testId="join-invite-only">
          <Button component={RouterLink} to="/contact" variant="contained" size="large" startIcon={<MailIcon />}>
            {JOIN_TEXTS.contactLink}
          </Button>
        </JoinPanel>
      );
    return (
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 7 } }}>
        {paying && <PlansSection disabled={checkoutOpen} onChoose={choose} onPlans={onPlans} />}
        {paying && applying && (
          <Divider
            sx={{
              color: 'text.secondary',
              fontFamily: 'inherit',
              textTransform: 'uppercase',
              letterSpacing: '0.2em',
              fontSize: '0.8rem',
            }}
          >
            {JOIN_TEXTS.or}
          </Divider>
        )}
        {applying && <ApplySection signedIn={Boolean(user)} />}
      </Box>
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <PageIntro title={JOIN_TEXTS.title} subtitle={JOIN_TEXTS.subtitle} />
      {content()}
      {/* Kept mounted once loaded, whatever the role becomes: its 'Welcome to the club' outlives the change to member. */}
      {checkoutPlan && (
        <Suspense fallback={null}>
          <JoinCheckoutDialog open={checkoutOpen} plan={checkoutPlan} onClose={() => setCheckoutOpen(false)} />
        </Suspense>
      )}
    </Container>
  );
}
