// The Plans tab (docs/product/membership.md#plans): every plan, inactive ones too, by sort order;
// create and edit in a dialog, deactivate or activate in one click, delete after confirming
// (refused by the server, with its reason, for a plan anyone ever held).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CardMembershipIcon from '@mui/icons-material/CardMembershipOutlined';
import {
  ADMIN_MEMBERSHIP_TEXTS as M,
  ADMIN_PLANS_TEXTS as T,
  membershipModeAllowsPaying,
  type AdminMembershipPlan,
  type MembershipMode,
} from '@clanhall/shared';
import AdminLoadState from '../../../../components/admin/AdminLoadState';
import ConfirmDialog from '../../../../components/ConfirmDialog';
import EmptyPanel from '../../../../components/EmptyPanel';
import { useNotify } from '../../../../components/feedback/notify';
import { errorText } from '../../../../lib/http';
import { saveErrorMessage } from '../../../../lib/save-error-message';
import { useAdminEditor } from '../../../../lib/use-admin-editor';
import { useCreatePlan, type PlanInput } from '../../api/create-plan';
import { useDeletePlan } from '../../api/delete-plan';
import { useAdminPlans } from '../../api/get-admin-plans';
import { useSetPlanActive } from '../../api/set-plan-active';
import { useUpdatePlan } from '../../api/update-plan';
import PanelToolbar from '../PanelToolbar';
import PlanDialog from './PlanDialog';
import PlanList from './PlanList';

export default function PlansPanel({ mode }: { mode: MembershipMode }) {
  const notify = useNotify();
  const query = useAdminPlans();
  const toggle = useSetPlanActive();
  const editor = useAdminEditor<AdminMembershipPlan, PlanInput, { plan: AdminMembershipPlan }>({
    create: useCreatePlan(),
    update: useUpdatePlan(),
    remove: useDeletePlan(),
    messages: T,
    saveErrorText: saveErrorMessage,
    // A plan held once: the server's 409 says to deactivate it instead.
    deleteErrorText: errorText,
  });

  function toggleActive(plan: AdminMembershipPlan) {
    toggle.mutate(
      { id: plan.id, is_active: !plan.is_active },
      {
        onSuccess: () => notify(plan.is_active ? T.deactivated : T.activated, 'success'),
        onError: (error) => notify(errorText(error, T.statusFailed), 'error'),
      },
    );
  }

  return (
    <>
      <PanelToolbar
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openEditor()}>
            {T.addPlan}
          </Button>
        }
      >
        {membershipModeAllowsPaying(mode) ? (
          <Typography variant="body2" color="text.secondary">
            {T.intro}
          </Typography>
        ) : (
          <Alert severity="info" variant="outlined">
            {T.modeNote}
          </Alert>
        )}
      </PanelToolbar>
      <AdminLoadState query={query} data={query.data} texts={{ loading: T.loading, retry: M.retry, fetchFailed: T.fetchFailed }}>
        {({ plans }) => (
          <PlanList
            plans={plans}
            empty={<EmptyPanel icon={CardMembershipIcon} text={T.empty} />}
            busyId={toggle.isPending ? toggle.variables?.id : undefined}
            onEdit={(plan) => editor.openEditor(plan)}
            onToggleActive={toggleActive}
            onDelete={editor.askDelete}
          />
        )}
      </AdminLoadState>
      {editor.editing && (
        <PlanDialog
          key={editor.editing.key}
          plan={editor.editing.item}
          saving={editor.saving}
          error={editor.saveError}
          onSave={editor.save}
          onClose={editor.closeEditor}
        />
      )}
      <ConfirmDialog
        {...editor.deleteDialog}
        title={T.deleteTitle}
        message={editor.deleteTarget ? `${T.deleteQuestion(editor.deleteTarget.name)} ${T.deleteConfirm}` : T.deleteConfirm}
        confirmLabel={T.deleteLabel}
      />
    </>
  );
}
