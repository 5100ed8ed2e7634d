// One cart line (docs/product/shop-and-payments.md Shopping Cart): name, price each, minus and plus, remove.
// The spec's plus has no disabled state: past the stock the server refuses (docs/product/shop-and-payments.md, 400
// 'Only N in stock') and the dialog says 'Error updating cart' (docs/product/shop-and-payments.md). The caption under the name
// gives the reason: the server's words for this line's last refused change, or, at the stock
// left, 'Only N in stock'. Minus to 0 removes the line (docs/product/shop-and-payments.md). A quantity not yet confirmed by the
// server is shown dimmed. While the shop is closed plus is disabled: the server takes no raised
// quantity then (docs/product/shop-and-payments.md).
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { formatMoney, fromCents, SHOP_ERRORS, SHOP_TEXTS, toCents, type CartLine } from '@clanhall/shared';
import { assetUrl } from '../../../lib/http';

export interface CartLineRowProps {
  line: CartLine;
  syncing: boolean;
  /** The server's reason for this line's last refused change. */
  refusal?: string;
  /** False while the shop is closed. */
  canRaise: boolean;
  onQuantity(lineId: number, quantity: number): void;
  onRemove(lineId: number): void;
}

export default function CartLineRow({ line, syncing, refusal, canRaise, onQuantity, onRemove }: CartLineRowProps) {
  const caption = refusal ?? (line.quantity >= line.stock_quantity ? SHOP_ERRORS.onlyInStock(line.stock_quantity) : null);
  return (
    <Box
      component="li"
      data-testid="cart-line"
      aria-label={line.name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', sm: 'auto minmax(0, 1fr) auto 88px auto' },
        gridTemplateAreas: { xs: '"pic name remove" "qty qty total"', sm: '"pic name qty total remove"' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Avatar
        variant="rounded"
        src={assetUrl(line.image_url)}
        alt=""
        sx={{ gridArea: 'pic', width: 56, height: 56, bgcolor: 'background.default', color: 'primary.main' }}
      >
        <StorefrontIcon aria-hidden />
      </Avatar>
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
          {line.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatMoney(line.price)} {SHOP_TEXTS.each}
        </Typography>
        {caption && (
          <Typography variant="caption" color="warning.main" data-testid="cart-line-caption" sx={{ display: 'block' }}>
            {caption}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          gridArea: 'qty',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 999,
          justifySelf: 'start',
        }}
      >
        <IconButton size="small" aria-label={SHOP_TEXTS.decrease(line.name)} onClick={() => onQuantity(line.id, line.quantity - 1)}>
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography
          aria-label={SHOP_TEXTS.quantityOf(line.name)}
          data-testid="cart-line-quantity"
          sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700, opacity: syncing ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {line.quantity}
        </Typography>
        <IconButton
          size="small"
          aria-label={SHOP_TEXTS.increase(line.name)}
          disabled={!canRaise}
          onClick={() => onQuantity(line.id, line.quantity + 1)}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      <Typography
        data-testid="cart-line-total"
        sx={{ gridArea: 'total', textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(fromCents(toCents(line.price) * line.quantity))}
      </Typography>
      <IconButton sx={{ gridArea: 'remove' }} aria-label={SHOP_TEXTS.remove(line.name)} onClick={() => onRemove(line.id)}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
