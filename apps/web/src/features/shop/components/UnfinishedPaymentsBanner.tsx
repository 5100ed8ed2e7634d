// docs/product/shop-and-payments.md "nothing paid is lost": a payment that went through but whose order was never
// made (the tab closed, the network dropped) is completed when the member comes back to the shop
// (use-payment-finisher.ts); while that runs the banner says so. When it fails, the banner offers
// to complete it by hand. One refunded meanwhile is said once and can be dismissed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { formatMoney, UNFINISHED_PAYMENT_TEXTS } from '@clanhall/shared';
import { useUnfinishedPayments } from '../api/get-unfinished-payments';
import { useDismissedRefunds } from '../use-dismissed-refunds';
import { usePaymentFinisher } from '../use-payment-finisher';

// On phones the button goes under the sentence instead of squeezing it into a narrow column.
const BANNER_SX = {
  alignItems: 'center',
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 48px)', sm: '1 1 auto' } },
  '& .MuiAlert-action': { ml: { xs: 4.5, sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: 0, pb: { xs: 1, sm: 0 } },
} as const;

const NO_PAYMENTS: never[] = [];

export default function UnfinishedPaymentsBanner() {
  const { data: payments = NO_PAYMENTS } = useUnfinishedPayments();
  const [dismissed, dismiss] = useDismissedRefunds();
  const finisher = usePaymentFinisher(payments);

  const finishable = payments.filter((p) => p.can_finish && finisher.stateOf(p.payment_intent_id) !== 'done');
  const refunded = payments.filter((p) => p.status === 'refunded' && !dismissed.has(p.payment_intent_id));
  if (finishable.length === 0 && refunded.length === 0) return null;

  return (
    <Stack spacing={1.5} sx={{ mb: { xs: 3, md: 4 } }} data-testid="unfinished-payments">
      {finishable.map((payment) => {
        const id = payment.payment_intent_id;
        const state = finisher.stateOf(id);
        const amount = formatMoney(payment.amount);
        return state === 'auto' ? (
          <Alert
            key={id}
            severity="info"
            variant="outlined"
            role="status"
            icon={<CircularProgress size={20} color="inherit" aria-hidden />}
            sx={{ alignItems: 'center' }}
          >
            {UNFINISHED_PAYMENT_TEXTS.completingOrder(amount)}
          </Alert>
        ) : (
          <Alert
            key={id}
            severity="warning"
            variant="outlined"
            action={
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                disabled={finisher.manualRunning}
                onClick={() => void finisher.complete(id)}
                startIcon={state === 'manual' ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {state === 'manual' ? UNFINISHED_PAYMENT_TEXTS.completing : UNFINISHED_PAYMENT_TEXTS.completeOrder}
              </Button>
            }
            sx={BANNER_SX}
          >
            {UNFINISHED_PAYMENT_TEXTS.canFinish(amount)}
          </Alert>
        );
      })}
      {refunded.map((payment) => (
        <Alert
          key={payment.payment_intent_id}
          severity="info"
          variant="outlined"
          onClose={() => dismiss(payment.payment_intent_id)}
          closeText={UNFINISHED_PAYMENT_TEXTS.dismiss}
        >
          {UNFINISHED_PAYMENT_TEXTS.refunded(formatMoney(payment.amount))}
        </Alert>
      ))}
    </Stack>
  );
}
