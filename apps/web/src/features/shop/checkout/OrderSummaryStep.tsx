// Checkout step 1, 'Order Summary' (docs/product/shop-and-payments.md): the lines and the total, and where the
// order goes as typed so far (the fields are checked only when the member pays, docs/product/shop-and-payments.md).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CHECKOUT_TEXTS, formatMoney, fromCents, toCents, type CartLine } from '@clanhall/shared';
import { HEADING_FONT } from '../../../lib/design-tokens';
import { cartTotalCents } from '../cart-total';
import type { ShippingForm } from './shipping-form';

/** The non-blank parts, trimmed and joined: '' when none was typed. */
const joined = (parts: string[], separator: string) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

export default function OrderSummaryStep({ lines, shipping }: { lines: readonly CartLine[]; shipping: ShippingForm }) {
  const shipTo = [
    shipping.name.trim(),
    shipping.address.trim(),
    joined([joined([shipping.postalCode, shipping.city], ' '), shipping.country], ', '),
  ].filter(Boolean);
  return (
    <Box sx={{ pt: 1 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.id}
            data-testid="summary-line"
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                {line.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {CHECKOUT_TEXTS.quantity(line.quantity)} × {formatMoney(line.price)}
              </Typography>
            </Box>
            <Typography fontWeight={600} sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(fromCents(toCents(line.price) * line.quantity))}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', pt: 2 }}>
        <Typography sx={{ fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.15rem' }}>{CHECKOUT_TEXTS.summaryTotal}</Typography>
        <Typography data-testid="summary-total" sx={{ fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.4rem', color: 'primary.light' }}>
          {formatMoney(fromCents(cartTotalCents(lines)))}
        </Typography>
      </Box>
      {shipTo.length > 0 && (
        <Box
          data-testid="summary-ship-to"
          sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'tint.gold.6', border: 1, borderColor: 'divider' }}
        >
          <Typography variant="overline" color="text.secondary">
            {CHECKOUT_TEXTS.shipTo}
          </Typography>
          {shipTo.map((line, index) => (
            <Typography key={index} color={index === 0 ? undefined : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
