// The cart dialog 'Shopping Cart' (docs/product/shop-and-payments.md): the lines, a total (the sum of price
// times quantity, docs/product/shop-and-payments.md), 'Your cart is empty' when there are none, and the buttons 'Continue
// Shopping' and 'Checkout'. Checkout waits for the cart's writes, so it always starts from the
// cart the server has (use-cart-writer.ts). While the shop is closed (docs/product/shop-and-payments.md) the dialog
// says so, Checkout and plus are disabled, and lines can still be lowered or removed. Full
// screen on phones.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import { formatMoney, fromCents, SHOP_ERRORS, SHOP_MESSAGES, SHOP_TEXTS, type CartLine } from '@clanhall/shared';
import { HEADING_FONT } from '../../../lib/design-tokens';
import { cartTotalCents } from '../cart-total';
import CartLineRow from './CartLineRow';

export interface CartDialogProps {
  open: boolean;
  lines: readonly CartLine[];
  syncing: ReadonlySet<number>;
  /** The server's reason for the last refused change of a line ('Only N in stock'), by line id. */
  refusals: ReadonlyMap<number, string>;
  busy: boolean;
  /** The member's cart is still being read. */
  loading: boolean;
  /** False while the shop is closed: no checkout, no quantity raised. */
  takingOrders: boolean;
  /** 'Error updating cart' when the last quantity change was refused (docs/product/shop-and-payments.md). */
  error: string | null;
  onQuantity(lineId: number, quantity: number): void;
  onRemove(lineId: number): void;
  onCheckout(): void;
  onClose(): void;
}

export default function CartDialog({
  open,
  lines,
  syncing,
  refusals,
  busy,
  loading,
  takingOrders,
  error,
  onQuantity,
  onRemove,
  onCheckout,
  onClose,
}: CartDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const empty = lines.length === 0;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="cart-dialog-title">
      <DialogTitle id="cart-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {SHOP_MESSAGES.cartTitle}
        </Box>
        <IconButton aria-label={SHOP_TEXTS.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {!takingOrders && (
          <Alert severity="warning" variant="outlined" role="status" sx={{ mb: 1.5 }} data-testid="cart-closed-notice">
            {SHOP_ERRORS.shopClosed}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {loading ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={SHOP_TEXTS.loadingCart} />
          </Box>
        ) : empty ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <RemoveShoppingCartIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1.5 }} />
            <Typography color="text.secondary">{SHOP_MESSAGES.cartEmpty}</Typography>
          </Box>
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {lines.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  syncing={syncing.has(line.id)}
                  refusal={refusals.get(line.id)}
                  canRaise={takingOrders}
                  onQuantity={onQuantity}
                  onRemove={onRemove}
                />
              ))}
            </Box>
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mt: 2, pt: 2, borderTop: 2, borderColor: 'divider' }}
            >
              <Typography sx={{ fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.15rem' }}>{SHOP_TEXTS.total}</Typography>
              <Typography
                data-testid="cart-total"
                aria-live="polite"
                sx={{ fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.4rem', color: 'primary.light' }}
              >
                {formatMoney(fromCents(cartTotalCents(lines)))}
              </Typography>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} color="inherit">
          {SHOP_MESSAGES.continueShopping}
        </Button>
        <Button variant="contained" onClick={onCheckout} disabled={loading || empty || busy || !takingOrders}>
          {SHOP_MESSAGES.checkout}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
