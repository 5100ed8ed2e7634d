// The product grid's look in ONE style rule set on the grid, and plain elements with these class
// names in the cards (ProductCard, ProductImage, PriceTag, StockChip). Built of MUI components
// (Card, Box, Typography, Chip, Button: each an emotion style resolved per element and render),
// the 30 cards of /shop were most of the page's hydration: long tasks on a phone (Lighthouse's
// total blocking time). The values are the theme's, so the cards look as MUI's would.
import { alpha, styled } from '@mui/material/styles';
import { HEADING_FONT } from '../../../lib/design-tokens';
import { visuallyHidden } from '../../../lib/visually-hidden';

/**
 * The class names the cards use; the grid's rules below give them their look. The chip, button
 * and card also carry the class names MUI's own components would, for tools and tests that look
 * for them (MUI's styles are not keyed on them).
 */
export const CARD_CLASSES = {
  card: 'shop-card MuiCard-root MuiPaper-root',
  picture: 'shop-card__picture',
  placeholder: 'shop-card__placeholder',
  body: 'shop-card__body',
  top: 'shop-card__top',
  category: 'shop-card__category',
  stock: 'shop-card__stock MuiChip-root MuiChip-outlined MuiChip-sizeSmall',
  inStock: 'MuiChip-colorSuccess',
  outOfStock: 'shop-card__stock--out MuiChip-colorError',
  name: 'shop-card__name',
  description: 'shop-card__description',
  footer: 'shop-card__footer',
  price: 'shop-card__price',
  charged: 'shop-card__charged',
  onSale: 'shop-card__charged--sale',
  regular: 'shop-card__regular',
  add: 'shop-card__add MuiButton-root MuiButton-contained MuiButton-containedPrimary',
  hidden: 'shop-card__hidden',
} as const;

/** The rule's selector: the element's own (first) class name. */
const c = (name: keyof typeof CARD_CLASSES) => `& .${CARD_CLASSES[name].split(' ')[0]}`;

export const ProductGridRoot = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gap: theme.spacing(3), gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },

  [c('card')]: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[1],
    transition: 'transform 200ms ease, border-color 200ms ease, box-shadow 200ms ease',
    '&:hover': {
      transform: 'translateY(-3px)',
      borderColor: theme.palette.tint.gold[45],
      boxShadow: `0 12px 32px ${theme.palette.tint.black[35]}`,
    },
  },
  // A 4:3 box, so the grid never shifts while a picture loads.
  [c('picture')]: {
    position: 'relative',
    aspectRatio: '4 / 3',
    overflow: 'hidden',
    backgroundColor: theme.palette.background.default,
    backgroundImage: `radial-gradient(ellipse at 50% 120%, ${theme.palette.tint.gold[24]}, transparent 65%), radial-gradient(ellipse at 15% 0%, ${theme.palette.tint.moss[16]}, transparent 60%)`,
    '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  },
  [c('placeholder')]: {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    color: theme.palette.tint.goldLight[50],
    '& svg': { width: 56, height: 56, fill: 'currentColor' },
  },
  [c('body')]: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.25), flex: 1, padding: theme.spacing(2.5) },
  [c('top')]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1), minHeight: 24 },
  [c('category')]: {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    textTransform: 'uppercase',
    letterSpacing: '0.12em',
    fontWeight: 600,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // MUI's small outlined Chip.
  [c('stock')]: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    height: 24,
    padding: '0 7px',
    borderRadius: 16,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
    whiteSpace: 'nowrap',
    color: theme.palette.success.main,
    border: `1px solid ${alpha(theme.palette.success.main, 0.7)}`,
  },
  [c('outOfStock')]: {
    color: theme.palette.error.main,
    borderColor: alpha(theme.palette.error.main, 0.7),
  },
  [c('name')]: {
    margin: 0,
    fontFamily: HEADING_FONT,
    fontWeight: 600,
    fontSize: '1.2rem',
    lineHeight: 1.35,
    color: theme.palette.primary.light,
  },
  [c('description')]: {
    ...theme.typography.body2,
    margin: 0,
    lineHeight: 1.65,
    whiteSpace: 'pre-line',
    color: theme.palette.text.secondary,
  },
  [c('footer')]: {
    marginTop: 'auto',
    paddingTop: theme.spacing(1),
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1.5),
    flexWrap: 'wrap',
  },
  [c('price')]: { display: 'flex', alignItems: 'baseline', gap: theme.spacing(1), flexWrap: 'wrap' },
  [c('charged')]: { fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.3rem', lineHeight: 1.5, color: theme.palette.primary.light },
  [c('onSale')]: { color: theme.palette.success.main },
  [c('regular')]: { ...theme.typography.body2, color: theme.palette.text.secondary },
  // MUI's contained primary Button, as the theme shapes it (no elevation, a pill).
  [c('add')]: {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    minWidth: 64,
    padding: '6px 20px 6px 16px',
    border: 0,
    borderRadius: 999,
    cursor: 'pointer',
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    transition: 'background-color 250ms cubic-bezier(0.4, 0, 0.2, 1)',
    '& svg': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0 },
    '&:hover': { backgroundColor: theme.palette.primary.dark },
    // A tap leaves no hover colour behind on a touch screen.
    '@media (hover: none)': { '&:hover': { backgroundColor: theme.palette.primary.main } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
    '&:disabled': {
      cursor: 'default',
      color: theme.palette.action.disabled,
      backgroundColor: theme.palette.action.disabledBackground,
    },
  },
  [c('hidden')]: visuallyHidden,
}));
