// member-site.md §2 Shop: the header 'Shop' with the cart button, whose badge counts the cart's
// lines (platform.md §8).
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { SHOP_MESSAGES, SHOP_TEXTS } from '@clanhall/shared';
import { NEEDS_JS } from '../../../lib/hydration';
import { visuallyHidden } from '../../../lib/visually-hidden';

export interface ShopHeaderProps {
  cartLines: number;
  onOpenCart(): void;
}

export default function ShopHeader({ cartLines, onOpenCart }: ShopHeaderProps) {
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
      {/* Named by its own text, "Shopping Cart, N items" (no aria-label, so the name always holds
          the visible words, WCAG 2.5.3); on phones the words are visually hidden, not removed. */}
      <Button
        variant="outlined"
        onClick={onOpenCart}
        {...NEEDS_JS}
        data-testid="cart-button"
        sx={{ flexShrink: 0, minWidth: 0, px: { xs: 1.5, sm: 2.5 }, py: 1.25, gap: 1.5 }}
      >
        <Badge badgeContent={cartLines} color="error" max={99} data-testid="cart-badge" slotProps={{ badge: { 'aria-hidden': true } }}>
          <ShoppingCartIcon aria-hidden />
        </Badge>
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
          {SHOP_MESSAGES.cartTitle}
          {/* Inline and zero-sized, so the name reads as one phrase: "Shopping Cart, 2 items". */}
          <Box component="span" sx={{ fontSize: 0 }}>
            {SHOP_TEXTS.cartButtonLabel(cartLines).slice(SHOP_MESSAGES.cartTitle.length)}
          </Box>
        </Box>
      </Button>
    </Box>
  );
}
