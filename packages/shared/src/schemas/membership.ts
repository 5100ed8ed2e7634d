// Membership calls (docs/product/membership.md, issue 25): plans, buying, the member's own
// membership, applications, invitations, and the back office's membership screen.
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_MODES,
  MEMBERSHIP_SOURCES,
  MEMBERSHIP_STATUSES,
  PAYMENT_MODES,
  PLAN_INTERVALS,
} from '../constants.js';
import { beforeIdParam, bodyId, isoDate, limitParam } from './common.js';
import { emailSchema } from './users.js';

export const membershipModeSchema = z.enum(MEMBERSHIP_MODES, {
  message: 'Membership mode must be invite, apply, paid or apply_or_paid',
});
export const planIntervalSchema = z.enum(PLAN_INTERVALS, { message: 'Interval must be month, year or lifetime' });
export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** GET /api/membership/plans: what a visitor sees of a plan. `price` in dollars. */
export const membershipPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  interval: planIntervalSchema,
  benefits: z.array(z.string()),
});
export type MembershipPlan = z.infer<typeof membershipPlan>;
export const membershipPlansResponse = z.object({ plans: z.array(membershipPlan) });

/** The back office's plan: the public fields, its order, whether it is offered, how many hold it. */
export const adminMembershipPlan = membershipPlan.extend({
  sort_order: z.number().int(),
  is_active: z.boolean(),
  /** Memberships on this plan that are not lapsed. */
  member_count: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type AdminMembershipPlan = z.infer<typeof adminMembershipPlan>;
export const adminMembershipPlansResponse = z.object({ plans: z.array(adminMembershipPlan) });
export const adminMembershipPlanResponse = z.object({ plan: adminMembershipPlan });

const planPrice = z
  .number({ error: (issue) => (issue.input == null ? 'Price is required' : 'Price must be a number') })
  .min(MEMBERSHIP_LIMITS.planPriceMin, { message: `Price must be at least ${MEMBERSHIP_LIMITS.planPriceMin}` })
  .max(MEMBERSHIP_LIMITS.planPriceMax, { message: `Price must be at most ${MEMBERSHIP_LIMITS.planPriceMax}` })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'Price must have at most 2 decimals' });

/** A plan's fields, without defaults: PUT changes only the fields it is sent. */
const planFields = {
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, { message: 'Name is required' })
    .max(MEMBERSHIP_LIMITS.planNameMax, { message: `Name must be at most ${MEMBERSHIP_LIMITS.planNameMax} characters` }),
  description: z
    .string({ message: 'Description must be text' })
    .trim()
    .max(MEMBERSHIP_LIMITS.planDescriptionMax, { message: `Description must be at most ${MEMBERSHIP_LIMITS.planDescriptionMax} characters` }),
  price: planPrice,
  interval: planIntervalSchema,
  benefits: z
    .array(
      z
        .string({ message: 'Each benefit must be text' })
        .trim()
        .min(1, { message: 'A benefit must not be empty' })
        .max(MEMBERSHIP_LIMITS.planBenefitMax, { message: `A benefit must be at most ${MEMBERSHIP_LIMITS.planBenefitMax} characters` }),
      { message: 'Benefits must be a list of texts' },
    )
    .max(MEMBERSHIP_LIMITS.planBenefitsMax, { message: `At most ${MEMBERSHIP_LIMITS.planBenefitsMax} benefits` }),
  sort_order: z.number({ message: 'Sort order must be a number' }).int({ message: 'Sort order must be a whole number' }).min(0).max(10_000),
  is_active: z.boolean({ message: 'is_active must be true or false' }),
};

/** POST /api/admin/membership/plans: all fields, the optional ones with their defaults. */
export const savePlanBody = z.object({
  ...planFields,
  description: planFields.description.default(''),
  benefits: planFields.benefits.default([]),
  sort_order: planFields.sort_order.default(0),
  is_active: planFields.is_active.default(true),
});
export type SavePlanBody = z.infer<typeof savePlanBody>;
/** PUT /api/admin/membership/plans/:id: any of them (zod's partial() would keep the defaults and reset what was not sent). */
export const updatePlanBody = z.object(planFields).partial();
export type UpdatePlanBody = z.infer<typeof updatePlanBody>;

/** POST /api/membership/checkout. */
export const membershipCheckoutBody = z.object({ plan_id: bodyId('plan_id', 'a plan id') });
export const membershipCheckoutResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Cents, as the shop's intents. */
  amount: z.number().int(),
});
export type MembershipCheckoutResponse = z.infer<typeof membershipCheckoutResponse>;

/** POST /api/membership/activate. */
export const membershipActivateBody = z.object({
  payment_intent_id: z
    .string({ message: 'payment_intent_id is required' })
    .trim()
    .min(1, { message: 'payment_intent_id is required' })
    .max(255, { message: 'payment_intent_id is too long' }),
});

/** GET /api/membership: the caller's membership. */
export const membershipView = z.object({
  /** null: a membership without a plan (approved application, invitation, grant). */
  plan: membershipPlan.nullable(),
  status: membershipStatusSchema,
  source: z.enum(MEMBERSHIP_SOURCES),
  started_at: isoDate,
  /** null: no end (lifetime, or no plan). */
  current_period_end: isoDate.nullable(),
  /** Whether it is charged again at current_period_end. */
  renews: z.boolean(),
  payment_mode: z.enum(PAYMENT_MODES).nullable(),
});
export type MembershipView = z.infer<typeof membershipView>;
export const membershipResponse = z.object({ membership: membershipView.nullable() });
export type MembershipResponse = z.infer<typeof membershipResponse>;

/** POST /api/membership/applications. */
export const applicationBody = z.object({
  message: z
    .string({ message: 'Tell us a little about yourself' })
    .trim()
    .min(MEMBERSHIP_LIMITS.applicationMessageMin, {
      message: `Tell us a little about yourself (at least ${MEMBERSHIP_LIMITS.applicationMessageMin} characters)`,
    })
    .max(MEMBERSHIP_LIMITS.applicationMessageMax, {
      message: `Your message must be at most ${MEMBERSHIP_LIMITS.applicationMessageMax} characters`,
    }),
});
export const membershipApplication = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  message: z.string(),
  status: applicationStatusSchema,
  reason: z.string().nullable(),
  decided_at: isoDate.nullable(),
  created_at: isoDate,
});
export type MembershipApplication = z.infer<typeof membershipApplication>;
export const applicationResponse = z.object({ application: membershipApplication });
/** GET /api/membership/applications/mine: newest first. */
export const myApplicationsResponse = z.object({ applications: z.array(membershipApplication) });

/** GET /api/admin/membership/applications: newest first, by status, paged by id. */
export const adminApplicationsQuery = z.object({
  status: applicationStatusSchema.optional(),
  limit: limitParam(100, 50),
  before: beforeIdParam,
});
export const adminApplicationsResponse = z.object({
  applications: z.array(membershipApplication),
  next_before: z.number().int().nullable(),
});
export const declineApplicationBody = z.object({
  reason: z
    .string({ message: 'reason must be text' })
    .trim()
    .max(MEMBERSHIP_LIMITS.declineReasonMax, { message: `Reason must be at most ${MEMBERSHIP_LIMITS.declineReasonMax} characters` })
    .default(''),
});

/** POST /api/admin/membership/invitations. */
export const invitationBody = z.object({ email: emailSchema });
export const membershipInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  invited_by: z.string().nullable(),
  created_at: isoDate,
  expires_at: isoDate,
  used_at: isoDate.nullable(),
  used_by: z.string().nullable(),
});
export type MembershipInvitation = z.infer<typeof membershipInvitation>;
export const invitationResponse = z.object({ invitation: membershipInvitation });
export const adminInvitationsResponse = z.object({
  invitations: z.array(membershipInvitation),
  next_before: z.number().int().nullable(),
});
/** GET /api/membership/invitations/:token: whether a link can still be used, and for which address. */
export const invitationCheckResponse = z.object({ email: z.string(), expires_at: isoDate });
export type InvitationCheck = z.infer<typeof invitationCheckResponse>;
/** The link's token: 32 base64url characters; anything else names no invitation (404). */
export const invitationTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });
/** GET /api/admin/membership/invitations: newest first, paged by id. */
export const adminInvitationsQuery = z.object({ limit: limitParam(100, 50), before: beforeIdParam });

/** GET /api/admin/membership/members: memberships by newest, with the account, paged by id. */
export const adminMembersQuery = z.object({
  status: membershipStatusSchema.optional(),
  limit: limitParam(100, 50),
  before: beforeIdParam,
});
export const adminMember = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  plan: z.object({ id: z.number().int(), name: z.string(), interval: planIntervalSchema }).nullable(),
  status: membershipStatusSchema,
  source: z.enum(MEMBERSHIP_SOURCES),
  started_at: isoDate,
  current_period_end: isoDate.nullable(),
  renews: z.boolean(),
});
export type AdminMember = z.infer<typeof adminMember>;
export const adminMembersResponse = z.object({ members: z.array(adminMember), next_before: z.number().int().nullable() });
/** POST /api/admin/membership/members { user_id }: grant a membership without a plan. */
export const grantMembershipBody = z.object({ user_id: bodyId('user_id', 'a user id') });
export const adminMemberResponse = z.object({ member: adminMember });

/** GET /api/admin/membership/stats: the screen's tiles. `monthly_revenue` in dollars (a year's plan counts 1/12). */
export const membershipStats = z.object({
  members: z.number().int(),
  paying_members: z.number().int(),
  monthly_revenue: z.number(),
  open_applications: z.number().int(),
});
export type MembershipStats = z.infer<typeof membershipStats>;
export const membershipStatsResponse = z.object({ stats: membershipStats });

/** membership.json of a member's data export: their membership and every payment of it. */
export const MEMBERSHIP_EXPORT_FILE = 'membership.json';
export const exportedMembershipPayment = z.object({
  kind: z.enum(['join', 'renewal']),
  plan_id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  payment_mode: z.enum(PAYMENT_MODES),
  refunded_at: isoDate.nullable(),
  created_at: isoDate,
});
export const exportedMembership = z.object({ membership: membershipView.nullable(), payments: z.array(exportedMembershipPayment) });
export type ExportedMembership = z.infer<typeof exportedMembership>;
