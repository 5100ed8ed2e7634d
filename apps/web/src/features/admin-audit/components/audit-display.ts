// How an audit entry's action looks: its label, and a colour by what happened to the object
// (added green, removed red, a status amber, an edit blue), so the eye finds deletions first.
import type { ChipProps } from '@mui/material/Chip';
import { AUDIT_ACTION_LABELS, type AuditAction } from '@clanhall/shared';

type Tone = NonNullable<ChipProps['color']>;

const TONES: Record<string, Tone> = {
  created: 'success',
  added: 'success',
  deleted: 'error',
  removed: 'error',
  cleared: 'error',
  status: 'warning',
};

export function actionTone(action: AuditAction): Tone {
  const happened = action.slice(action.indexOf('.') + 1);
  return TONES[happened] ?? 'info';
}

export const actionLabel = (action: AuditAction): string => AUDIT_ACTION_LABELS[action] ?? action;
