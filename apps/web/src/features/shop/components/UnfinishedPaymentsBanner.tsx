// platform.md §5 "nothing paid is lost", beyond the documents: a payment that went through but
// whose order was never made (the tab closed, the network dropped) can be completed from the
// shop; one refunded meanwhile is said once and can be dismissed.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { CHECKOUT_MESSAGES, formatMoney, UNFINISHED_PAYMENT_TEXTS, type UnfinishedPayment } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { invalidateTopic } from '../../../lib/query-topics';
import { finishPayment } from '../api/finish-payment';
import { useUnfinishedPayments } from '../api/get-unfinished-payments';
import { clientErrorText } from '../client-error-text';
import { useDismissedRefunds } from '../use-dismissed-refunds';

// On phones the button goes under the sentence instead of squeezing it into a narrow column.
const BANNER_SX = {
  alignItems: 'center',
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 48px)', sm: '1 1 auto' } },
  '& .MuiAlert-action': { ml: { xs: 4.5, sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: 0, pb: { xs: 1, sm: 0 } },
} as const;

export default function UnfinishedPaymentsBanner() {
  const { data: payments = [] } = useUnfinishedPayments();
  const [dismissed, dismiss] = useDismissedRefunds();
  const [finishing, setFinishing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();

  const refresh = () => {
    for (const topic of ['payments', 'orders', 'cart', 'products'] as const) void invalidateTopic(queryClient, topic);
  };

  const complete = async (payment: UnfinishedPayment) => {
    setFinishing(payment.payment_intent_id);
    try {
      await finishPayment(payment.payment_intent_id);
      notify(CHECKOUT_MESSAGES.success, 'success');
      refresh();
      void navigate('/orders');
    } catch (error) {
      notify(clientErrorText(error, CHECKOUT_MESSAGES.orderFailed), 'error');
      refresh();
    } finally {
      setFinishing(null);
    }
  };

  const finishable = payments.filter((p) => p.can_finish);
  const refunded = payments.filter((p) => p.status === 'refunded' && !dismissed.has(p.payment_intent_id));
  if (finishable.length === 0 && refunded.length === 0) return null;

  return (
    <Stack spacing={1.5} sx={{ mb: { xs: 3, md: 4 } }} data-testid="unfinished-payments">
      {finishable.map((payment) => (
        <Alert
          key={payment.payment_intent_id}
          severity="warning"
          variant="outlined"
          action={
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              disabled={finishing !== null}
              onClick={() => void complete(payment)}
              startIcon={finishing === payment.payment_intent_id ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {finishing === payment.payment_intent_id ? UNFINISHED_PAYMENT_TEXTS.completing : UNFINISHED_PAYMENT_TEXTS.completeOrder}
            </Button>
          }
          sx={BANNER_SX}
        >
          {UNFINISHED_PAYMENT_TEXTS.canFinish(formatMoney(payment.amount))}
        </Alert>
      ))}
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
