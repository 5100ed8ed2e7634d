// An editable list of small records (home offers, FAQ entries): edit, add, remove, reorder.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { ADMIN_SETTINGS_TEXTS as T } from '@clanhall/shared';

export interface ListField<Item> {
  key: keyof Item & string;
  label: string;
  multiline?: boolean;
}

export interface ListEditorProps<Item extends Record<string, string>> {
  items: Item[];
  fields: ListField<Item>[];
  /** Names one entry for screen readers and the row heading: 'Offer 2'. */
  itemName: string;
  addLabel: string;
  blank: Item;
  testId: string;
  onChange(items: Item[]): void;
}

export default function ListEditor<Item extends Record<string, string>>({
  items,
  fields,
  itemName,
  addLabel,
  blank,
  testId,
  onChange,
}: ListEditorProps<Item>) {
  const update = (index: number, key: keyof Item, value: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {items.map((item, index) => {
          const name = `${itemName} ${index + 1}`;
          return (
            <Box
              component="li"
              key={index}
              data-testid={testId}
              aria-label={name}
              sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.default' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
                <Typography variant="subtitle2" color="text.secondary" sx={{ flex: 1 }}>
                  {name}
                </Typography>
                <Tooltip title={T.moveUp}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`${T.moveUp}: ${name}`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={T.moveDown}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`${T.moveDown}: ${name}`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={T.remove}>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={`${T.remove}: ${name}`}
                    onClick={() => onChange(items.filter((_, i) => i !== index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
              <Box sx={{ display: 'grid', gap: 2 }}>
                {fields.map((field) => (
                  <TextField
                    key={field.key}
                    size="small"
                    label={field.label}
                    value={item[field.key]}
                    onChange={(e) => update(index, field.key, e.target.value)}
                    multiline={field.multiline}
                    minRows={field.multiline ? 2 : undefined}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...items, { ...blank }])}
        sx={{ mt: items.length ? 2 : 0 }}
        variant="outlined"
      >
        {addLabel}
      </Button>
    </Box>
  );
}
