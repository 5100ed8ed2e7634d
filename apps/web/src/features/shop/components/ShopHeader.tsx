// member-site.md §2 Shop: the header 'Shop' with the cart button, whose badge counts the cart's
// lines (platform.md §8).
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { SHOP_MESSAGES, SHOP_TEXTS } from '@clanhall/shared';

export interface ShopHeaderProps {
  cartLines: number;
  ready: boolean;
  onOpenCart(): void;
}

export default function ShopHeader({ cartLines, ready, onOpenCart }: ShopHeaderProps) {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 3, md: 4 } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, color: 'primary.light' }}>
          {SHOP_MESSAGES.title}
        </Typography>
        <Box aria-hidden sx={{ my: 1.5, width: 96, height: 2, background: 'linear-gradient(90deg, #d4a44c, transparent)' }} />
        <Typography color="text.secondary" sx={{ fontSize: { xs: '0.98rem', md: '1.1rem' } }}>
          {SHOP_TEXTS.subtitle}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        onClick={onOpenCart}
        disabled={!ready}
        aria-label={SHOP_TEXTS.cartButtonLabel(cartLines)}
        data-testid="cart-button"
        sx={{ flexShrink: 0, minWidth: 0, px: { xs: 1.5, sm: 2.5 }, py: 1.25, gap: 1.5 }}
      >
        {/* The count is in the button's label; hidden from assistive tech so the label contains the visible text (WCAG 2.5.3). */}
        <Badge badgeContent={cartLines} color="error" max={99} data-testid="cart-badge" slotProps={{ badge: { 'aria-hidden': true } }}>
          <ShoppingCartIcon aria-hidden />
        </Badge>
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {SHOP_MESSAGES.cartTitle}
        </Box>
      </Button>
    </Box>
  );
}
