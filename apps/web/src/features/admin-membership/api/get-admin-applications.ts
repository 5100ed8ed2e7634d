// GET /api/admin/membership/applications?status&before → { applications, next_before }: newest
// first, narrowed to one status (the screen starts with the open ones) or all.
import type { ApplicationStatus, MembershipApplication } from '@clanhall/shared';
import { adminApplicationsKey } from './keys';
import { pagedListQuery, usePagedList } from './paged-list';

interface ApplicationsAnswer {
  applications: MembershipApplication[];
  next_before: number | null;
}

const applicationsOf = (answer: ApplicationsAnswer) => answer.applications;

export function useAdminApplications(status: ApplicationStatus | undefined) {
  return usePagedList(
    pagedListQuery<ApplicationsAnswer>(adminApplicationsKey(status), '/api/admin/membership/applications', { status }),
    applicationsOf,
  );
}
