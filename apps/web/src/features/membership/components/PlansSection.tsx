// /join's plans (docs/product/membership.md Plans): the active plans as cards, the test-mode
// notice while payments are test ones, and the states of loading, failure and no plan offered.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { JOIN_TEXTS, type MembershipPlan } from '@clanhall/shared';
import LoadFailedAlert from '../../../components/LoadFailedAlert';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePlans } from '../api/get-plans';
import JoinPanel from './JoinPanel';
import PlanGrid from './PlanGrid';
import SectionTitle from './SectionTitle';
import TestModeNotice from './TestModeNotice';

export interface PlansSectionProps {
  disabled: boolean;
  onChoose(plan: MembershipPlan): void;
  /** Told once the plans have arrived (a plan chosen before signing in is opened then). */
  onPlans(plans: readonly MembershipPlan[]): void;
}

export default function PlansSection({ disabled, onChoose, onPlans }: PlansSectionProps) {
  const plans = usePlans(true);
  const testPayments = usePaymentConfig(true).data?.mode === 'test';
  const onPlansRef = useRef(onPlans);
  onPlansRef.current = onPlans;
  useEffect(() => {
    if (plans.data) onPlansRef.current(plans.data);
  }, [plans.data]);

  return (
    <Box component="section" aria-labelledby="plans-title">
      <SectionTitle id="plans-title" title={JOIN_TEXTS.plansTitle} intro={JOIN_TEXTS.plansIntro} />
      {testPayments && <TestModeNotice />}
      {plans.isPending ? (
        <Box role="status" sx={{ minHeight: 240, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{JOIN_TEXTS.loading}</Typography>
        </Box>
      ) : plans.isError ? (
        <LoadFailedAlert
          message={JOIN_TEXTS.loadFailed}
          retryLabel={JOIN_TEXTS.retry}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      ) : plans.data.length === 0 ? (
        <JoinPanel icon={<EventBusyIcon />} title={JOIN_TEXTS.noPlans} text={JOIN_TEXTS.noPlansHint} testId="join-no-plans" />
      ) : (
        <PlanGrid plans={plans.data} disabled={disabled} onChoose={onChoose} />
      )}
    </Box>
  );
}
