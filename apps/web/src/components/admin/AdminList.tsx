// A back-office list (docs/product/back-office.md): a table from 'md' up, one card per item below
// it, or the screen's empty panel when there is nothing. Only one of table and cards is
// rendered, so each item appears once on the page; both carry the screen's name and each row or
// card the screen's test id.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useNarrowAdminLayout } from './AdminPage';

export interface AdminColumn<Item> {
  header: string;
  cell(item: Item): ReactNode;
  align?: 'right';
  /** The header cell's share of the table ('40%'). */
  width?: string;
  /** The body cells' own style (`whiteSpace: 'nowrap'` for a date). */
  sx?: SxProps<Theme>;
}

export interface AdminListProps<Item extends { id: number | string }> {
  items: Item[];
  /** The screen's name: the table's and the card list's accessible name. */
  label: string;
  columns: AdminColumn<Item>[];
  /** What one card holds (the card itself, its padding and its test id are this list's). */
  card(item: Item): ReactNode;
  rowTestId: string;
  /** Shown instead when there are no items (an EmptyPanel). */
  empty: ReactNode;
  /** Space between cards, in theme units. */
  cardGap?: number;
}

export default function AdminList<Item extends { id: number | string }>({
  items,
  label,
  columns,
  card,
  rowTestId,
  empty,
  cardGap = 2,
}: AdminListProps<Item>) {
  const narrow = useNarrowAdminLayout();
  if (items.length === 0) return <>{empty}</>;
  if (narrow) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: cardGap }}>
        {items.map((item) => (
          <Paper component="li" key={item.id} sx={{ p: 2 }} data-testid={rowTestId}>
            {card(item)}
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper}>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={column.width ? { width: column.width } : undefined}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover data-testid={rowTestId}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={column.sx}>
                  {column.cell(item)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The bottom line of a card: a divider above, what the table's last columns say, its actions at the end. */
export function AdminCardFooter({
  children,
  wrap = false,
}: {
  children: ReactNode;
  /** Let the actions drop below a long line. */ wrap?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: wrap ? 'wrap' : undefined,
        gap: 1,
        mt: 1.5,
        pt: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  );
}
