// docs/product/membership.md: the tiles Members, Paying members, Monthly revenue, Open
// applications, counted by the server (a yearly plan counts a twelfth of its price a month).
import MembersIcon from '@mui/icons-material/PeopleOutline';
import PayingIcon from '@mui/icons-material/CreditCardOutlined';
import RevenueIcon from '@mui/icons-material/PaymentsOutlined';
import ApplicationsIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { ADMIN_MEMBERSHIP_TEXTS as T, formatMoney, type MembershipStats } from '@clanhall/shared';
import AdminTiles from '../../../components/admin/AdminTiles';

export default function MembershipTiles({ stats }: { stats: MembershipStats }) {
  return (
    <AdminTiles
      tiles={[
        { label: T.members, value: stats.members, icon: <MembersIcon /> },
        { label: T.payingMembers, value: stats.paying_members, icon: <PayingIcon /> },
        { label: T.monthlyRevenue, value: formatMoney(stats.monthly_revenue), icon: <RevenueIcon /> },
        { label: T.openApplications, value: stats.open_applications, icon: <ApplicationsIcon /> },
      ]}
    />
  );
}
