// Membership's table types (migration 014, docs/product/membership.md), apart from schema.ts's
// so that file stays a readable list; the Database interface there names them.
import type { Generated } from 'kysely';
import type { ApplicationStatus, MembershipSource, MembershipStatus, PaymentMode, PaymentRecordStatus, PlanInterval } from '@clanhall/shared';

export interface MembershipPlansTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  price_cents: number;
  interval: PlanInterval;
  /** JSON text: a list of short texts. */
  benefits: Generated<string>;
  sort_order: Generated<number>;
  is_active: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  /** null: a membership without a plan (an approved application, an invitation, a grant). */
  plan_id: number | null;
  source: MembershipSource;
  status: MembershipStatus;
  started_at: string;
  /** The paid period's end; null for a lifetime plan or a membership without a plan. */
  current_period_end: string | null;
  /** When a renewal first failed; the membership lapses MEMBERSHIP_GRACE_DAYS later. */
  past_due_since: string | null;
  ended_at: string | null;
  /** Who charges the renewals and with what: the test provider's saved card, or a Stripe subscription. */
  provider: 'test' | 'stripe' | null;
  payment_method: string | null;
  subscription_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface MembershipPaymentsTable {
  id: Generated<number>;
  provider: 'test' | 'stripe';
  intent_id: string;
  user_id: number | null;
  username: string;
  plan_id: number;
  kind: 'join' | 'renewal';
  amount_cents: number;
  currency: string;
  status: PaymentRecordStatus;
  payment_mode: PaymentMode;
  failure_message: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MembershipApplicationsTable {
  id: Generated<number>;
  user_id: number;
  message: string;
  status: ApplicationStatus;
  reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

export interface MembershipInvitationsTable {
  id: Generated<number>;
  email: string;
  /** SHA-256 of the link's token, never the token. */
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: number | null;
}
