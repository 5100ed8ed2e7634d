// Above the audit log: the Area select (one part of the back office: users, orders, chat rooms…)
// and, once a name in the list was chosen, a chip saying whose changes are shown, with a cross
// that shows everyone's again.
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import PersonIcon from '@mui/icons-material/Person';
import { ADMIN_AUDIT_TEXTS as T, AUDIT_AREA_LABELS, AUDIT_AREAS, type AuditArea } from '@clanhall/shared';

const ALL = 'all';

interface Props {
  area: AuditArea | null;
  onArea(area: AuditArea | null): void;
  /** The administrator the list is narrowed to, by the name their entries carry. */
  actor: { id: number; name: string } | null;
  onClearActor(): void;
}

export default function AuditFilterBar({ area, onArea, actor, onClearActor }: Props) {
  return (
    <Paper
      component="section"
      aria-label={T.filtersLabel}
      sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <TextField
        select
        size="small"
        label={T.areaLabel}
        value={area ?? ALL}
        onChange={(event) => onArea(event.target.value === ALL ? null : (event.target.value as AuditArea))}
        sx={{ width: { xs: '100%', sm: 260 } }}
      >
        <MenuItem value={ALL}>{T.allAreas}</MenuItem>
        {AUDIT_AREAS.map((value) => (
          <MenuItem key={value} value={value}>
            {AUDIT_AREA_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {actor && (
        <Chip
          icon={<PersonIcon />}
          label={T.byActor(actor.name)}
          onDelete={onClearActor}
          color="primary"
          variant="outlined"
          data-testid="audit-actor-filter"
          deleteIcon={<CancelIcon titleAccess={T.clearActor} />}
          sx={{ maxWidth: '100%' }}
        />
      )}
    </Paper>
  );
}
