// The plans: Plan (name, description, benefits), Price, Members, Sort Order, Status, Actions as a
// table; below 'md' one card per plan. A plan members hold cannot be deleted
// (docs/product/membership.md#plans): Delete is off and says why; the server decides for plans
// held once, and its refusal is shown as it says it.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ActivateIcon from '@mui/icons-material/PlayCircleOutline';
import DeactivateIcon from '@mui/icons-material/PauseCircleOutline';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ADMIN_MEMBERSHIP_TEXTS as M, ADMIN_PLANS_TEXTS as T, planPriceLabel, type AdminMembershipPlan } from '@clanhall/shared';
import AdminList, { AdminCardFooter, type AdminColumn } from '../../../../components/admin/AdminList';
import RowActions from '../../../../components/admin/RowActions';
import { PlanActiveChip } from '../MembershipChips';

export interface PlanListProps {
  plans: AdminMembershipPlan[];
  empty: ReactNode;
  /** The plan whose active flag is being changed. */
  busyId?: number;
  onEdit(plan: AdminMembershipPlan): void;
  onToggleActive(plan: AdminMembershipPlan): void;
  onDelete(plan: AdminMembershipPlan): void;
}

function Summary({ plan }: { plan: AdminMembershipPlan }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{plan.name}</Typography>
      {plan.description && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            mt: 0.25,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {plan.description}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {T.benefitCount(plan.benefits.length)}
      </Typography>
    </Box>
  );
}

const price = (plan: AdminMembershipPlan) => (
  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{planPriceLabel(plan.price, plan.interval)}</Typography>
);

export default function PlanList({ plans, empty, busyId, onEdit, onToggleActive, onDelete }: PlanListProps) {
  const actions = (plan: AdminMembershipPlan) => (
    <RowActions
      actions={[
        { label: T.edit, icon: <EditIcon fontSize="small" />, onClick: () => onEdit(plan) },
        {
          label: plan.is_active ? T.deactivate : T.activate,
          icon: plan.is_active ? <DeactivateIcon fontSize="small" /> : <ActivateIcon fontSize="small" />,
          onClick: () => onToggleActive(plan),
          color: plan.is_active ? 'warning' : 'success',
          disabled: busyId === plan.id,
        },
        {
          label: T.delete,
          icon: <DeleteIcon fontSize="small" />,
          onClick: () => onDelete(plan),
          color: 'error',
          disabled: plan.member_count > 0,
          hint: plan.member_count > 0 ? T.deleteHeld : undefined,
        },
      ]}
    />
  );
  const columns: AdminColumn<AdminMembershipPlan>[] = [
    { header: T.colPlan, width: '38%', cell: (plan) => <Summary plan={plan} /> },
    { header: T.colPrice, cell: price },
    { header: T.colMembers, align: 'right', sx: { fontVariantNumeric: 'tabular-nums' }, cell: (plan) => plan.member_count },
    { header: T.colSortOrder, align: 'right', cell: (plan) => plan.sort_order },
    { header: T.colStatus, cell: (plan) => <PlanActiveChip active={plan.is_active} /> },
    { header: M.colActions, align: 'right', cell: actions },
  ];
  return (
    <AdminList
      items={plans}
      label={T.title}
      columns={columns}
      rowTestId="admin-plan-row"
      empty={empty}
      card={(plan) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Summary plan={plan} />
            <PlanActiveChip active={plan.is_active} />
          </Box>
          <AdminCardFooter>
            <Box>
              {price(plan)}
              <Typography variant="body2" color="text.secondary">
                {T.memberCount(plan.member_count)}
              </Typography>
            </Box>
            {actions(plan)}
          </AdminCardFooter>
        </>
      )}
    />
  );
}
