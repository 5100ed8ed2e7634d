// The plans side by side: one to three a row on wide screens, one a row on phones, a lone plan
// no wider than a card reads well.
import Box from '@mui/material/Box';
import type { MembershipPlan } from '@clanhall/shared';
import PlanCard from './PlanCard';

export interface PlanGridProps {
  plans: readonly MembershipPlan[];
  disabled: boolean;
  onChoose(plan: MembershipPlan): void;
}

const MAX_WIDTH = ['none', 440, 860, 'none'] as const;

export default function PlanGrid({ plans, disabled, onChoose }: PlanGridProps) {
  const columns = Math.min(plans.length, 3);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        mx: 'auto',
        maxWidth: MAX_WIDTH[columns],
        gridTemplateColumns: {
          xs: '1fr',
          sm: columns > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} disabled={disabled} onChoose={onChoose} />
      ))}
    </Box>
  );
}
