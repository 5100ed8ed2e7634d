// POST /api/membership/activate (docs/product/membership.md): the caller's own paid join becomes
// their membership at once; someone else's payment, or one that is not a join, does not exist
// for them (404). Asking again answers the same membership without asking the provider.
import { MEMBERSHIP_ERRORS, type MembershipView } from '@clanhall/shared';
import { conflict, HttpError, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { readMembership } from '../member/member.service.js';
import { activateJoin } from './activate-join.command.js';
import { findMembershipPayment } from './membership-payments.repository.js';

/** 402: the provider has not taken the money (the shop's status for it). */
const paymentRequired = (message: string) => new HttpError(402, message);

export async function activateMembership(services: Services, user: { id: number }, intentId: string): Promise<MembershipView> {
  const payment = await findMembershipPayment(services.db.kysely, intentId);
  if (!payment || payment.kind !== 'join' || payment.user_id === null || payment.user_id !== user.id)
    throw notFound(MEMBERSHIP_ERRORS.paymentNotFound);
  if (payment.status === 'refunded') throw conflict(MEMBERSHIP_ERRORS.paymentRefunded);
  if (payment.status !== 'succeeded') {
    const outcome = await activateJoin(services, payment);
    if (outcome.kind === 'unpaid') throw paymentRequired(MEMBERSHIP_ERRORS.paymentNotSucceeded);
    if (outcome.kind === 'refunded') {
      if (outcome.refusal) throw outcome.refusal;
      throw conflict(outcome.reason === 'mismatch' ? MEMBERSHIP_ERRORS.paymentMismatch : MEMBERSHIP_ERRORS.paymentRefunded);
    }
  }
  return (await readMembership(services, user.id))!;
}
