// The caller's membership (docs/product/membership.md The member's membership): the plan and its
// price, the status with a sentence saying what it means, since when, the renewal or end date,
// 'Test payment' when it was paid with a test payment, and the ways to cancel, resume or join
// again. Shown on /membership, and on /join in place of the offers for a member.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { MY_MEMBERSHIP_TEXTS as T, planPriceLabel, type MembershipView } from '@clanhall/shared';
import PaymentModeChip from '../../../components/PaymentModeChip';
import { formatLongDate } from '../../../lib/format';
import MembershipActions from './MembershipActions';
import MembershipStatusChip from '../../../components/MembershipStatusChip';
import { periodLine } from './membership-dates';

const STATUS_TONE = {
  active: 'success.main',
  cancelling: 'warning.main',
  past_due: 'error.main',
  lapsed: 'text.secondary',
} as const;

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, mt: 0.25, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export interface MembershipSummaryProps {
  membership: MembershipView;
  canJoin: boolean;
}

export default function MembershipSummary({ membership, canJoin }: MembershipSummaryProps) {
  const { plan } = membership;
  const period = periodLine(membership);
  return (
    <Paper
      component="section"
      aria-labelledby="membership-plan"
      data-testid="membership-summary"
      sx={{
        maxWidth: 760,
        mx: 'auto',
        p: { xs: 2.5, md: 4 },
        display: 'grid',
        gap: 3,
        background: ({ palette }) =>
          `linear-gradient(135deg, ${palette.tint.gold[12]}, ${palette.tint.moss[6]} 60%, transparent)`,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.light',
            bgcolor: 'tint.gold.10',
            border: 1,
            borderColor: 'tint.gold.30',
          }}
        >
          <WorkspacePremiumIcon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: '0.14em', lineHeight: 1.5 }}>
            {T.plan}
          </Typography>
          <Typography
            id="membership-plan"
            variant="h2"
            sx={{ fontSize: { xs: '1.45rem', md: '1.8rem' }, overflowWrap: 'anywhere' }}
          >
            {plan ? plan.name : T.noPlan}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="membership-price">
            {plan ? planPriceLabel(plan.price, plan.interval) : T.noPlanHint}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <MembershipStatusChip status={membership.status} />
          {membership.payment_mode && <PaymentModeChip mode={membership.payment_mode} />}
        </Box>
      </Box>

      <Typography
        data-testid="membership-status-text"
        sx={{ pl: 2, borderLeft: 3, borderColor: STATUS_TONE[membership.status], lineHeight: 1.7 }}
      >
        {T.statusText[membership.status]}
      </Typography>

      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0, 220px))' } }}
      >
        <Fact label={T.started} value={formatLongDate(membership.started_at)} testId="membership-started" />
        <Fact label={period.label} value={period.date ? formatLongDate(period.date) : T.noEnd} testId="membership-period" />
      </Box>

      <MembershipActions membership={membership} canJoin={canJoin} />
    </Paper>
  );
}
