// The audit log's filters live in the address (?area=order&actor=12), so a narrowed list can be
// reloaded, shared with another administrator, and left with Back. Values the screen does not
// know (an old link, a typo) are ignored rather than sent.
import { useSearchParams } from 'react-router';
import { AUDIT_AREAS, type AuditArea } from '@clanhall/shared';
import type { AuditFilters } from './api/keys';

const isArea = (value: string | null): value is AuditArea => AUDIT_AREAS.includes(value as AuditArea);

function positiveId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const area = params.get('area');
  const filters: AuditFilters = { area: isArea(area) ? area : null, actorId: positiveId(params.get('actor')) };

  const change = (next: Partial<AuditFilters>) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if ('area' in next) {
          if (next.area) changed.set('area', next.area);
          else changed.delete('area');
        }
        if ('actorId' in next) {
          if (next.actorId) changed.set('actor', String(next.actorId));
          else changed.delete('actor');
        }
        return changed;
      },
      { replace: true },
    );

  return {
    filters,
    filtered: filters.area !== null || filters.actorId !== null,
    setArea: (value: AuditArea | null) => change({ area: value }),
    setActor: (actorId: number | null) => change({ actorId }),
    clear: () => change({ area: null, actorId: null }),
  };
}
