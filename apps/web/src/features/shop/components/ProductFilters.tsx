// docs/product/shop-and-payments.md Shop: the search box 'Search products' and the category select ('All
// Categories' plus each active category). Disabled until hydrated (lib/hydration.tsx), not only
// held like the page's buttons: text typed before the app starts would be lost.
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { SHOP_MESSAGES, SHOP_TEXTS, type Category } from '@clanhall/shared';
import { useHydrated } from '../../../lib/hydration';
import { ALL_CATEGORIES } from '../filter-products';

export interface ProductFiltersProps {
  search: string;
  category: string;
  categories: readonly Category[];
  onSearch(value: string): void;
  onCategory(value: string): void;
}

export default function ProductFilters({ search, category, categories, onSearch, onCategory }: ProductFiltersProps) {
  const ready = useHydrated();
  return (
    <Paper
      role="search"
      sx={{
        p: { xs: 1.5, sm: 2 },
        mb: { xs: 3, md: 4 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
        bgcolor: 'tint.surface.70',
      }}
    >
      <TextField
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={SHOP_MESSAGES.searchPlaceholder}
        disabled={!ready}
        size="small"
        slotProps={{
          htmlInput: { 'aria-label': SHOP_MESSAGES.searchPlaceholder },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden sx={{ color: 'text.secondary' }} />
              </InputAdornment>
            ),
            // The theme's own clear button instead of the browser's blue cross.
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={SHOP_TEXTS.clearSearch} onClick={() => onSearch('')}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        sx={{ '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' } }}
      />
      <TextField
        select
        label={SHOP_TEXTS.category}
        value={category}
        onChange={(event) => onCategory(event.target.value)}
        disabled={!ready}
        size="small"
      >
        <MenuItem value={ALL_CATEGORIES}>{SHOP_MESSAGES.allCategories}</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
