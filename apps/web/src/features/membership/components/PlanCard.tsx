// One plan on /join (docs/product/membership.md Plans): its period, name, description, price per
// interval ('$9.00 / month', '$250.00 once'), benefits with check marks and 'Choose <plan>'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import { formatMoney, JOIN_TEXTS, PLAN_INTERVAL_LABELS, planPriceSuffix, type MembershipPlan } from '@clanhall/shared';
import { HEADING_FONT } from '../../../lib/design-tokens';

export interface PlanCardProps {
  plan: MembershipPlan;
  /** Checkout is on its way for this or another plan. */
  disabled: boolean;
  onChoose(plan: MembershipPlan): void;
}

export default function PlanCard({ plan, disabled, onChoose }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      data-testid="plan-card"
      sx={{
        p: { xs: 2.5, md: 3 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        position: 'relative',
        overflow: 'hidden',
        background: ({ palette }) => `linear-gradient(180deg, ${palette.tint.surfaceRaised[90]}, ${palette.tint.surface[90]})`,
        transition: 'border-color 200ms ease, transform 200ms ease',
        '&:hover': { borderColor: 'tint.gold.45', transform: 'translateY(-2px)' },
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: 3,
          background: ({ palette }) => `linear-gradient(90deg, transparent, ${palette.tint.gold[70]}, transparent)`,
        },
      }}
    >
      <Box>
        <Chip
          size="small"
          variant="outlined"
          label={PLAN_INTERVAL_LABELS[plan.interval]}
          sx={{ mb: 1.5, borderColor: 'tint.gold.35', color: 'primary.light', fontWeight: 600 }}
        />
        <Typography
          id={headingId}
          component="h3"
          variant="h5"
          sx={{ fontSize: { xs: '1.35rem', md: '1.5rem' }, overflowWrap: 'anywhere' }}
        >
          {plan.name}
        </Typography>
      </Box>
      <Typography
        data-testid="plan-price"
        sx={{ fontFamily: HEADING_FONT, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 0.25 }}
      >
        <Box
          component="span"
          sx={{ fontSize: { xs: '2rem', md: '2.3rem' }, fontWeight: 700, color: 'primary.light', lineHeight: 1.1 }}
        >
          {formatMoney(plan.price)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '1rem', whiteSpace: 'pre' }}>
          {planPriceSuffix(plan.interval)}
        </Box>
      </Typography>
      {plan.description && (
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7, whiteSpace: 'pre-line' }}>
          {plan.description}
        </Typography>
      )}
      {plan.benefits.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.1 }}>
          {plan.benefits.map((benefit, index) => (
            <Box component="li" key={`${benefit}-${index}`} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <CheckIcon aria-hidden fontSize="small" sx={{ color: 'primary.main', mt: '2px' }} />
              <Typography variant="body2" sx={{ lineHeight: 1.6 }}>
                {benefit}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Button variant="contained" size="large" onClick={() => onChoose(plan)} disabled={disabled} sx={{ mt: 'auto', py: 1.25 }}>
        {JOIN_TEXTS.choose(plan.name)}
      </Button>
    </Paper>
  );
}
